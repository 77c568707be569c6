/** The part of http_ece (encrypted content-encoding, RFC 8188) the web push tests use to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type DecryptParams = {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the browser's). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret: string | Buffer;
  };
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
