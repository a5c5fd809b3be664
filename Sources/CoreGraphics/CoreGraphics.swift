// The module a file's `import CoreGraphics` finds on Linux: CoreGraphics' value and object
// types over Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, which it re-exports
// as Apple's CoreGraphics makes them visible.
@_exported import Foundation

/// CoreFoundation's string type, which CoreGraphics' colour-space names are: a Swift `String`
/// on Linux, so `CGColorSpace(name: CGColorSpace.sRGB)` and `"name" as CFString` compile.
public typealias CFString = String

/// CoreFoundation's URL type: a Foundation `URL` on Linux, so `url as CFURL` compiles.
public typealias CFURL = URL

/// The result code of Apple's C APIs (`noErr` is 0).
public typealias OSStatus = Int32

/// CoreFoundation's dictionary type: a Swift dictionary on Linux, so `[key: value] as
/// CFDictionary` compiles (Backplate reads no option from one).
public typealias CFDictionary = [AnyHashable: Any]

/// CoreFoundation's array type: a Swift array on Linux, so `[color1, color2] as CFArray`
/// compiles.
public typealias CFArray = [Any]

/// CoreFoundation's data type: Foundation's `Data` on Linux, so `data as CFData` compiles.
public typealias CFData = Data

/// CoreFoundation's mutable data: Foundation's `NSMutableData` on Linux, so
/// `NSMutableData() as CFMutableData` compiles.
public typealias CFMutableData = NSMutableData

/// CoreFoundation's index and count type (`CFErrorGetCode` answers one).
public typealias CFIndex = Int
