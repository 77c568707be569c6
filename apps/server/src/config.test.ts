import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { DEFAULT_PRODUCT_PREFIX } from '@fanlane/contracts/api-paths';
import { ConfigError, parseConfig, SINGLE_PROCESS_CACHE_MS } from './config.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('an empty environment starts a development server with working defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      // Only this machine reaches a development server unless HOST says otherwise.
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtSecret: undefined,
      hdMnemonic: undefined,
      smtpUrl: undefined,
      productPrefix: DEFAULT_PRODUCT_PREFIX,
      publicUrl: 'http://localhost:3000',
      brandName: 'Fanlane',
      // PUBLIC_URL's loopback twins are the same app (http/public-origin.ts).
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      publicUrlAliases: ['http://127.0.0.1:3000', 'http://[::1]:3000'],
      logLevel: 'info',
      trustProxy: false,
      demoAccounts: true,
      authRateLimitPerMinute: 10,
    });
    expect(path.basename(config.dataDir)).toBe('data');
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('empty variables count as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '', BRAND_NAME: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      brandName: 'Fanlane',
    });
  });

  it('reads lists, booleans, numbers and trims what needs trimming', () => {
    const config = parseConfig({
      PORT: '8080',
      CORS_ORIGINS: ' https://a.example , https://b.example ,',
      TRUST_PROXY: 'yes',
      DEMO_ACCOUNTS: '0',
      PUBLIC_URL: 'https://fans.example/',
      AUTH_RATE_LIMIT_PER_MINUTE: '25',
      HD_MNEMONIC: `  ${MNEMONIC}  `,
      DATABASE_URL: 'postgresql://user@db:5432/fanlane',
    });
    expect(config).toMatchObject({
      port: 8080,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      demoAccounts: false,
      publicUrl: 'https://fans.example',
      authRateLimitPerMinute: 25,
      hdMnemonic: MNEMONIC,
      databaseUrl: 'postgresql://user@db:5432/fanlane',
    });
  });

  it('metrics, API docs and media hosts: production hides the docs unless asked, hosts become origins', () => {
    expect(parseConfig({})).toMatchObject({ apiDocs: true, metricsToken: undefined, metricsPort: undefined });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), HD_MNEMONIC: MNEMONIC };
    expect(parseConfig(production)).toMatchObject({ apiDocs: false, metricsHost: '127.0.0.1' });
    expect(
      parseConfig({
        ...production,
        API_DOCS: 'true',
        METRICS_PORT: '9464',
        MEDIA_HOSTS: 'https://cdn.example/media/, http://img.example:8080',
      }),
    ).toMatchObject({
      apiDocs: true,
      metricsPort: 9464,
      mediaHosts: ['https://cdn.example', 'http://img.example:8080'],
    });
    expect(
      problemsOf({ METRICS_TOKEN: 'short', MEDIA_HOSTS: 'ftp://files.example' }).map((p) => p.split(':')[0]),
    ).toEqual(['MEDIA_HOSTS.0', 'METRICS_TOKEN']);
  });

  it('several problems are listed at once, each naming its variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/fanlane',
      PRODUCT_PREFIX: 'Bad Prefix!',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      HD_MNEMONIC: 'only three words',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
    });
    const named = problems.map((p) => p.split(':')[0]).sort();
    expect(named).toEqual([
      'AUTH_RATE_LIMIT_PER_MINUTE',
      'DATABASE_URL',
      'HD_MNEMONIC',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
      'PRODUCT_PREFIX',
    ]);
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
    expect(problems).toContain('HD_MNEMONIC: must be a BIP-39 mnemonic');

    const message = (() => {
      try {
        parseConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- PORT: /),
      expect.stringMatching(/^ {2}- LOG_LEVEL: /),
    ]);
  });

  it('remembers live sessions 2 s by default on PostgreSQL, never longer, a minute on PGlite (one process), and 0 turns that off', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://db.example/fanlane' }).sessionCacheMs).toBe(2000);
    expect(parseConfig({}).sessionCacheMs).toBe(SINGLE_PROCESS_CACHE_MS);
    expect(parseConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(problemsOf({ SESSION_CACHE_MS: '2001' }).map((p) => p.split(':')[0])).toEqual(['SESSION_CACHE_MS']);
    expect(problemsOf({ SESSION_CACHE_MS: '-1' }).map((p) => p.split(':')[0])).toEqual(['SESSION_CACHE_MS']);
  });

  it('keeps home-feed pages 10 s by default on PostgreSQL, a minute on PGlite, at most a minute, and 0 turns that off', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://db.example/fanlane' }).feedCacheMs).toBe(10_000);
    expect(parseConfig({}).feedCacheMs).toBe(SINGLE_PROCESS_CACHE_MS);
    expect(parseConfig({ FEED_CACHE_MS: '0' }).feedCacheMs).toBe(0);
    expect(problemsOf({ FEED_CACHE_MS: '60001' }).map((p) => p.split(':')[0])).toEqual(['FEED_CACHE_MS']);
  });

  it('listens on every interface in production by default, and where HOST says anywhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, HD_MNEMONIC: MNEMONIC };
    expect(parseConfig(production).host).toBe('0.0.0.0');
    expect(parseConfig({ ...production, HOST: '10.0.0.2' }).host).toBe('10.0.0.2');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('production requires JWT_SECRET and HD_MNEMONIC', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required in production',
      'HD_MNEMONIC: is required in production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toEqual([
      'HD_MNEMONIC: is required in production',
    ]);
    const config = parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, HD_MNEMONIC: MNEMONIC });
    expect(config).toMatchObject({ isProduction: true, demoAccounts: false, jwtSecret: SECRET });
  });

  it('payments: the sandbox by default outside production, no card provider by default in production, never the sandbox there', () => {
    expect(parseConfig({})).toMatchObject({
      cardProvider: 'sandbox',
      onRampProvider: 'sandbox',
      platformFeePercent: 20,
      payFixedFeeCents: 50n,
    });
    expect(parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, HD_MNEMONIC: MNEMONIC })).toMatchObject({
      cardProvider: null,
      onRampProvider: null,
    });
    expect(
      problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, HD_MNEMONIC: MNEMONIC, CARD_PROVIDER: 'sandbox' }),
    ).toEqual(['CARD_PROVIDER: cannot be the sandbox in production (use stripe or none)']);
    expect(parseConfig({ CARD_PROVIDER: 'none', ONRAMP_PROVIDER: 'stripe' })).toMatchObject({
      cardProvider: null,
      onRampProvider: 'stripe',
    });
    expect(problemsOf({ PLATFORM_FEE_PERCENT: '51' }).map((p) => p.split(':')[0])).toEqual(['PLATFORM_FEE_PERCENT']);
  });

  it('crypto deposits: off without an RPC URL, the local chain by default, minimums in whole units', () => {
    expect(parseConfig({})).toMatchObject({ evm: null, solana: null, depositPollMs: 5000 });
    const config = parseConfig({
      EVM_RPC_URL: 'http://127.0.0.1:8545',
      EVM_USDT_CONTRACT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      EVM_EXPLORER_URL: 'https://etherscan.io/',
      SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
      DEPOSIT_MIN_USDT: '2.5',
    });
    expect(config.evm).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 1337,
      confirmations: 12,
      usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      startBlock: null,
      explorerUrl: 'https://etherscan.io',
    });
    expect(config.solana).toEqual({ rpcUrl: 'https://api.mainnet-beta.solana.com', explorerUrl: null });
    expect(config.depositMin).toEqual({ ETH: 10n ** 15n, USDT: 2_500_000n, SOL: 10_000_000n });
    expect(
      problemsOf({
        EVM_USDT_CONTRACT: '0x1234',
        DEPOSIT_MIN_USDT: '0.0000001',
        DEPOSIT_MIN_SOL: 'one',
        EVM_RPC_URL: 'ws://node',
      })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['DEPOSIT_MIN_SOL', 'DEPOSIT_MIN_USDT', 'EVM_RPC_URL', 'EVM_USDT_CONTRACT']);
  });

  it('the production requirements are listed together with any other problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['HD_MNEMONIC', 'JWT_SECRET', 'PORT']);
  });
});
