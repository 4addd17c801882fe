import { weierstrass } from '@noble/curves/abstract/weierstrass.js';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The encryption ABDM asks of health data in transit ("Fidelius"): ECDH on Curve25519 written in
 * short Weierstrass form as Java's BouncyCastle has it (not X25519: the keys are 65-byte
 * uncompressed points, or that point in an X.509 SubjectPublicKeyInfo with the curve spelt out),
 * the two sides' 32-byte nonces XORed into a salt (its first 20 bytes) and an IV (its last 12),
 * HKDF-SHA256 of the shared x coordinate into an AES-256 key, and AES-GCM with the tag appended.
 * Checked against the published fidelius-cli example (see fidelius.test.ts).
 */

const p = 2n ** 255n - 19n;
const CURVE = {
  p,
  n: 2n ** 252n + 0x14def9dea2f79cd65812631a5cf5d3edn,
  h: 8n,
  a: 0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa984914a144n,
  b: 0x7b425ed097b425ed097b425ed097b425ed097b425ed097b4260b5e9c7710c864n,
  Gx: 0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaad245an,
  // BouncyCastle's generator y; other Weierstrass forms of Curve25519 take the other root.
  Gy: 0x20ae19a1b8a086b4e01edd2c7748d14c923d4d7e6d7c61b229e9c5a27eced3d9n,
};
const Point = weierstrass(CURVE);
type CurvePoint = InstanceType<typeof Point>;

const fixed32 = (n: bigint) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
/** A non-negative integer in as few bytes as Java's BigInteger.toByteArray gives (no sign byte below 2^255). */
const minimal = (n: bigint) => {
  const hex = n.toString(16);
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
};
const toBigint = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex') || '0'}`);

/** DER: a tag, its length and its content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const n = body.length;
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}
const derInteger = (n: bigint) => {
  const bytes = minimal(n);
  return der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
};
const OID_EC_PUBLIC_KEY = Buffer.from('2a8648ce3d0201', 'hex');
const OID_PRIME_FIELD = Buffer.from('2a8648ce3d0101', 'hex');

/** The X.509 public key of a point, with the curve's parameters written out as BouncyCastle writes them. */
function x509(point: Buffer): Buffer {
  const parameters = der(
    0x30,
    derInteger(1n),
    der(0x30, der(0x06, OID_PRIME_FIELD), derInteger(CURVE.p)),
    der(0x30, der(0x04, fixed32(CURVE.a)), der(0x04, fixed32(CURVE.b))),
    der(0x04, Buffer.concat([Buffer.from([4]), fixed32(CURVE.Gx), fixed32(CURVE.Gy)])),
    derInteger(CURVE.n),
    derInteger(CURVE.h),
  );
  return der(
    0x30,
    der(0x30, der(0x06, OID_EC_PUBLIC_KEY), parameters),
    der(0x03, Buffer.concat([Buffer.from([0]), point])),
  );
}

function uncompressed(point: CurvePoint): Buffer {
  const { x, y } = point.toAffine();
  return Buffer.concat([Buffer.from([4]), fixed32(x), fixed32(y)]);
}

export class FideliusKeyError extends Error {}

/** A public key as either form ABDM sends: the 65-byte point, or the X.509 key ending in it. */
export function readPublicKey(base64: string): CurvePoint {
  const bytes = Buffer.from(base64, 'base64');
  const point = bytes.length === 65 ? bytes : bytes.subarray(-65);
  if (point.length !== 65 || point[0] !== 4) throw new FideliusKeyError('The public key is not an uncompressed point');
  try {
    const parsed = Point.fromAffine({ x: toBigint(point.subarray(1, 33)), y: toBigint(point.subarray(33)) });
    parsed.assertValidity();
    return parsed;
  } catch {
    throw new FideliusKeyError('The public key is not a point of Curve25519');
  }
}

/** One side's key material for a transfer: private key, public key (both forms) and nonce, base64. */
export type KeyMaterial = { privateKey: string; publicKey: string; x509PublicKey: string; nonce: string };

export function keyMaterialOf(privateKey: bigint, nonce: Buffer = randomBytes(32)): KeyMaterial {
  const point = uncompressed(Point.BASE.multiply(privateKey));
  return {
    privateKey: minimal(privateKey).toString('base64'),
    publicKey: point.toString('base64'),
    x509PublicKey: x509(point).toString('base64'),
    nonce: nonce.toString('base64'),
  };
}

export function generateKeyMaterial(): KeyMaterial {
  // A private key below the group order, from 32 random bytes (the bias is below 2^-120).
  const secret = (toBigint(randomBytes(40)) % (CURVE.n - 1n)) + 1n;
  return keyMaterialOf(secret);
}

function aesKeyAndIv(ownPrivateKey: string, otherPublicKey: string, ownNonce: string, otherNonce: string) {
  const a = Buffer.from(ownNonce, 'base64');
  const b = Buffer.from(otherNonce, 'base64');
  if (a.length !== 32 || b.length !== 32) throw new FideliusKeyError('A nonce is not 32 bytes');
  const xor = Buffer.from(a.map((byte, i) => byte ^ (b[i] ?? 0)));
  const shared = readPublicKey(otherPublicKey)
    .multiply(toBigint(Buffer.from(ownPrivateKey, 'base64')))
    .toAffine().x;
  const key = Buffer.from(hkdfSync('sha256', minimal(shared), xor.subarray(0, 20), Buffer.alloc(0), 32));
  return { key, iv: xor.subarray(-12) };
}

/** Encrypts for the requester: the sender's private key and nonce, the requester's public key and nonce. */
export function encrypt(input: {
  text: string;
  senderPrivateKey: string;
  senderNonce: string;
  requesterPublicKey: string;
  requesterNonce: string;
}): string {
  const { key, iv } = aesKeyAndIv(
    input.senderPrivateKey,
    input.requesterPublicKey,
    input.senderNonce,
    input.requesterNonce,
  );
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(input.text, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts what a sender encrypted for us (the stand-in gateway's HIU uses it, as a real HIU would). */
export function decrypt(input: {
  encrypted: string;
  requesterPrivateKey: string;
  requesterNonce: string;
  senderPublicKey: string;
  senderNonce: string;
}): string {
  const { key, iv } = aesKeyAndIv(
    input.requesterPrivateKey,
    input.senderPublicKey,
    input.requesterNonce,
    input.senderNonce,
  );
  const bytes = Buffer.from(input.encrypted, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(bytes.subarray(-16));
  return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString('utf8');
}
