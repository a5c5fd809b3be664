// On iOS, Foundation's headers import Security, so a file that imports only Foundation finds
// the keychain's names (`kSecClass`, `SecItemCopyMatching`); re-exported here for such files.
@_exported public import BackplateSecurity
