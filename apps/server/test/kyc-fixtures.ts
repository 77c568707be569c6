/** Identity verification through the real calls: pictures made at test time, the multipart submit, an admin's approval. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAdminKycApplication, TKycDetail } from '@fanlane/contracts/kyc';
import type { TestApp } from './helpers.ts';
import type { Answer, Envelope } from './fixtures.ts';
import { multipartForm, noise } from './media-test-kit.ts';

export type KycFormInput = {
  fields?: Record<string, string>;
  files?: { field: string; bytes: Buffer; filename?: string }[];
};

export const kycFields = (over: Record<string, string> = {}) => ({
  legalName: 'Mia Maker',
  dateOfBirth: '1990-04-21',
  country: 'DE',
  documentType: 'id_card',
  ...over,
});

/** A document's front, back and a selfie (a JPEG, a PNG and a WebP, each a few KB). */
export async function kycPictures() {
  const [front, back, selfie] = await Promise.all([
    noise(320, 200).jpeg().toBuffer(),
    noise(320, 200).png().toBuffer(),
    noise(240, 320).webp().toBuffer(),
  ]);
  return { front, back, selfie };
}

export async function kycFiles() {
  const p = await kycPictures();
  return [
    { field: 'documentFront', bytes: p.front, filename: 'front.jpg' },
    { field: 'documentBack', bytes: p.back, filename: 'back.png' },
    { field: 'selfie', bytes: p.selfie, filename: 'selfie.webp' },
  ];
}

/** A multipart body with text fields and files, as a browser's FormData sends it. */
function kycForm(input: KycFormInput) {
  const fields = Object.entries(input.fields ?? {}).map(([name, value]) => ({
    filename: '',
    field: name,
    bytes: Buffer.from(value),
  }));
  const form = multipartForm([
    ...(input.files ?? []).map((f) => ({ filename: f.filename ?? 'picture.bin', field: f.field, bytes: f.bytes })),
  ]);
  if (fields.length === 0) return form;
  // Text fields go first, as the web app sends them.
  const boundary = /boundary=(.+)$/.exec(form.contentType)![1]!;
  const text = Buffer.concat(
    fields.map((f) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"\r\n\r\n${f.bytes.toString()}\r\n`,
      ),
    ),
  );
  return { payload: Buffer.concat([text, form.payload]), contentType: form.contentType };
}

export async function submitKyc(
  t: TestApp,
  auth: Record<string, string>,
  input: KycFormInput,
): Promise<Answer<TKycDetail>> {
  const hasFiles = (input.files ?? []).length > 0;
  const form = hasFiles || input.fields ? kycForm(input) : null;
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.kycSubmit,
    payload: form?.payload,
    headers: { ...auth, ...(form && { 'content-type': form.contentType }) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<TKycDetail>>() };
}

/** Submits a complete application for `user` and has `admin` approve it; the application's id. */
export async function verifyIdentity(
  t: TestApp,
  user: { auth: Record<string, string> },
  admin: { auth: Record<string, string> },
): Promise<string> {
  const sent = await submitKyc(t, user.auth, { fields: kycFields(), files: await kycFiles() });
  if (sent.status !== 200) throw new Error(`kyc submit failed: ${sent.body.msg}`);
  const id = sent.body.data.application!.id;
  const approved = await t.post<TAdminKycApplication>(PATHS.adminKycApprove, { id }, admin.auth);
  if (approved.status !== 200) throw new Error(`kyc approve failed: ${approved.body.msg}`);
  return id;
}
