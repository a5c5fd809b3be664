// Core Video's pixel format codes (four-character codes, or small numbers for the classic
// QuickTime formats). `CVPixelBufferCreate` lays out the packed formats listed in
// `CVPixelFormatLayout`; the others are named so code that checks for them compiles.

/// 8-bit indexed, 1 bit per pixel.
public let kCVPixelFormatType_1Monochrome: OSType = 0x0000_0001
/// 24-bit RGB, 8 bits per channel.
public let kCVPixelFormatType_24RGB: OSType = 0x0000_0018
/// 32-bit ARGB, 8 bits per channel, alpha first.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// 24-bit BGR.
public let kCVPixelFormatType_24BGR: OSType = 0x3234_4247 // '24BG'
/// 32-bit BGRA, 8 bits per channel, as cameras deliver frames.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241 // 'BGRA'
/// 32-bit ABGR.
public let kCVPixelFormatType_32ABGR: OSType = 0x4142_4752 // 'ABGR'
/// 32-bit RGBA.
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241 // 'RGBA'
/// One 8-bit component (greyscale).
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038 // 'L008'
/// One 16-bit half-float component.
public let kCVPixelFormatType_OneComponent16Half: OSType = 0x4C30_3068 // 'L00h'
/// One 32-bit float component.
public let kCVPixelFormatType_OneComponent32Float: OSType = 0x4C30_3066 // 'L00f'
/// Two 8-bit components.
public let kCVPixelFormatType_TwoComponent8: OSType = 0x3243_3038 // '2C08'
/// Four 32-bit float components, RGBA.
public let kCVPixelFormatType_128RGBAFloat: OSType = 0x5247_6641 // 'RGfA'
/// Four 16-bit half-float components, RGBA.
public let kCVPixelFormatType_64RGBAHalf: OSType = 0x5247_6841 // 'RGhA'
/// 32-bit float depth.
public let kCVPixelFormatType_DepthFloat32: OSType = 0x6664_6570 // 'fdep'
/// 16-bit half-float depth.
public let kCVPixelFormatType_DepthFloat16: OSType = 0x6864_6570 // 'hdep'
/// 32-bit float disparity.
public let kCVPixelFormatType_DisparityFloat32: OSType = 0x6664_6973 // 'fdis'
/// Bi-planar 4:2:0 Y'CbCr, video range.
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076 // '420v'
/// Bi-planar 4:2:0 Y'CbCr, full range.
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066 // '420f'
/// Packed 4:2:2 Y'CbCr ('2vuy').
public let kCVPixelFormatType_422YpCbCr8: OSType = 0x3276_7579 // '2vuy'

/// Bytes per pixel of the packed formats a pixel buffer can hold (nil for planar and
/// sub-sampled formats, which Backplate does not lay out).
enum CVPixelFormatLayout {
    static func bytesPerPixel(_ format: OSType) -> Int? {
        switch format {
        case kCVPixelFormatType_OneComponent8: return 1
        case kCVPixelFormatType_OneComponent16Half, kCVPixelFormatType_TwoComponent8, kCVPixelFormatType_DepthFloat16: return 2
        case kCVPixelFormatType_24RGB, kCVPixelFormatType_24BGR: return 3
        case kCVPixelFormatType_32ARGB, kCVPixelFormatType_32BGRA, kCVPixelFormatType_32ABGR, kCVPixelFormatType_32RGBA,
             kCVPixelFormatType_OneComponent32Float, kCVPixelFormatType_DepthFloat32, kCVPixelFormatType_DisparityFloat32: return 4
        case kCVPixelFormatType_64RGBAHalf: return 8
        case kCVPixelFormatType_128RGBAFloat: return 16
        default: return nil
        }
    }
}
