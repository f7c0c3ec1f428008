import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Administrator password hashing for Better Auth. Its default scrypt (N=2^14, r=16, p=1) does
 * less work than OWASP's Password Storage Cheat Sheet asks of scrypt (N=2^17, r=8, p=1), so we
 * hash with exactly that, through Node's own scrypt. Stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can rise later and old
 * hashes still verify.
 */
const COST = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export type ScryptCost = { log2N: number; r: number; p: number };

/**
 * A hasher at a given cost; `verifyPassword` reads the cost back from the stored hash.
 */
export function passwordHasher(cost: ScryptCost): (password: string) => Promise<string> {
  return async (password) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost.log2N, cost.r, cost.p);
    return ["scrypt", cost.log2N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
  };
}

/**
 * Set to "1" by the test runners only (vitest.config.ts, playwright.config.ts): every sign-in of
 * a test run then hashes at a cost of milliseconds instead of a second per core. Anything else, or
 * unset, keeps OWASP's cost. Verification reads the cost from the hash, so either kind verifies.
 */
export const CHEAP_HASH_FOR_TESTS = "PASSWORD_HASH_CHEAP_FOR_TESTS";
export const TEST_COST: ScryptCost = { log2N: 10, r: 8, p: 1 };

export function hashCost(env: Readonly<Record<string, string | undefined>> = process.env): ScryptCost {
  return env[CHEAP_HASH_FOR_TESTS] === "1" ? TEST_COST : COST;
}

export const hashPassword = (password: string) => passwordHasher(hashCost())(password);

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, log2N, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const expectedKey = Buffer.from(expected, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), Number(log2N), Number(r), Number(p));
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
