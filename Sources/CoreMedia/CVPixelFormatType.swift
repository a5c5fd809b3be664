import Foundation

// CoreVideo's pixel-format codes, which capture settings, Core ML image inputs and Xcode's
// generated model classes name (`kCVPixelFormatType_32BGRA`). Each is Apple's four-character
// code (or, for the oldest formats, bit depth); a render makes no pixel buffers, so they only
// label what code asks for.

/// 32-bit ARGB, 8 bits per channel.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// 32-bit BGRA, 8 bits per channel ('BGRA'): the camera's usual format.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 32-bit ABGR, 8 bits per channel ('ABGR').
public let kCVPixelFormatType_32ABGR: OSType = 0x4142_4752
/// 32-bit RGBA, 8 bits per channel ('RGBA').
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241
/// 24-bit RGB, 8 bits per channel.
public let kCVPixelFormatType_24RGB: OSType = 0x0000_0018
/// 24-bit BGR, 8 bits per channel ('24BG').
public let kCVPixelFormatType_24BGR: OSType = 0x3234_4247
/// 8-bit grayscale ('L008').
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038
/// 16-bit half-float single channel ('L00h').
public let kCVPixelFormatType_OneComponent16Half: OSType = 0x4C30_3068
/// 32-bit float single channel ('L00f').
public let kCVPixelFormatType_OneComponent32Float: OSType = 0x4C30_3066
/// 32-bit float depth ('fdep').
public let kCVPixelFormatType_DepthFloat32: OSType = 0x6664_6570
/// 32-bit float disparity ('fdis').
public let kCVPixelFormatType_DisparityFloat32: OSType = 0x6664_6973
/// 64-bit RGBA, 16-bit half floats ('RGhA').
public let kCVPixelFormatType_64RGBAHalf: OSType = 0x5247_6841
/// 128-bit RGBA, 32-bit floats ('RGfA').
public let kCVPixelFormatType_128RGBAFloat: OSType = 0x5247_6641
/// Bi-planar 4:2:0 YCbCr, video range ('420v').
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076
/// Bi-planar 4:2:0 YCbCr, full range ('420f').
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066
