// Core Foundation's Info.plist keys, which Linux's Foundation does not export; apps read
// `Bundle.main.infoDictionary?[kCFBundleVersionKey as String]` for their build number.

/// The Info.plist key of the build number ("CFBundleVersion").
public let kCFBundleVersionKey = "CFBundleVersion"
/// The Info.plist key of the bundle's short name ("CFBundleName").
public let kCFBundleNameKey = "CFBundleName"
/// The Info.plist key of the bundle identifier ("CFBundleIdentifier").
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The Info.plist key of the executable's name ("CFBundleExecutable").
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist key of the Info.plist format version ("CFBundleInfoDictionaryVersion").
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The Info.plist key of the development region ("CFBundleDevelopmentRegion").
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The Info.plist key of the localizations the bundle declares ("CFBundleLocalizations").
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
