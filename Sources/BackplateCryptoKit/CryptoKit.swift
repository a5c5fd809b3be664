// `import CryptoKit` on Linux: a target reaches this module with `-module-alias
// CryptoKit=BackplateCryptoKit` (docs/drop-in.md), and it re-exports swift-crypto's `Crypto`,
// which has CryptoKit's API (digests, HMAC, HKDF, AES-GCM, ChaChaPoly, P256, Curve25519).
@_exported import Crypto
