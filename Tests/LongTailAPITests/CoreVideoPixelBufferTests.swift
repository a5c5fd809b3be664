import Testing
import CoreVideo
import CoreGraphics
import AVFAudio

/// Pixel buffers as Core ML apps make them: created, locked, drawn into through a bitmap
/// context over their base address, and read back.
@Suite struct CoreVideoPixelBufferTests {
    @Test func aBufferIsCreatedWithAlignedRows() throws {
        var buffer: CVPixelBuffer?
        let attributes = [kCVPixelBufferCGImageCompatibilityKey: true, kCVPixelBufferCGBitmapContextCompatibilityKey: true] as CFDictionary
        let status = CVPixelBufferCreate(kCFAllocatorDefault, 5, 3, kCVPixelFormatType_32ARGB, attributes, &buffer)
        #expect(status == kCVReturnSuccess)
        let pixels = try #require(buffer)
        #expect(CVPixelBufferGetWidth(pixels) == 5)
        #expect(CVPixelBufferGetHeight(pixels) == 3)
        #expect(CVPixelBufferGetBytesPerRow(pixels) == 32)   // 20 bytes rounded up to 16
        #expect(CVPixelBufferGetDataSize(pixels) == 96)
        #expect(CVPixelBufferGetPixelFormatType(pixels) == 0x20)
        #expect(!CVPixelBufferIsPlanar(pixels))
        #expect(CVImageBufferGetDisplaySize(pixels) == CGSize(width: 5, height: 3))
    }

    @Test func badSizesAndPlanarFormatsAreRefused() {
        var buffer: CVPixelBuffer?
        #expect(CVPixelBufferCreate(nil, 0, 10, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnInvalidSize)
        #expect(CVPixelBufferCreate(nil, 100_000, 10, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnInvalidSize)
        #expect(CVPixelBufferCreate(nil, 4, 4, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, nil, &buffer) == kCVReturnInvalidPixelFormat)
        #expect(buffer == nil)
        #expect(kCVPixelFormatType_32BGRA == 0x42475241)   // 'BGRA'
        #expect(kCVPixelFormatType_OneComponent8 == 0x4C303038)   // 'L008'
    }

    @Test func aBitmapContextDrawsIntoTheBuffersMemory() throws {
        var buffer: CVPixelBuffer?
        CVPixelBufferCreate(kCFAllocatorDefault, 4, 4, kCVPixelFormatType_32ARGB, nil, &buffer)
        let pixels = try #require(buffer)
        CVPixelBufferLockBaseAddress(pixels, CVPixelBufferLockFlags(rawValue: 0))
        let context = try #require(CGContext(data: CVPixelBufferGetBaseAddress(pixels), width: 4, height: 4, bitsPerComponent: 8,
                                             bytesPerRow: CVPixelBufferGetBytesPerRow(pixels), space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        CVPixelBufferUnlockBaseAddress(pixels, .readOnly)
        let base = try #require(CVPixelBufferGetBaseAddress(pixels)).assumingMemoryBound(to: UInt8.self)
        // ARGB in memory order: the skipped alpha byte, then red, green, blue.
        #expect([base[1], base[2], base[3]] == [255, 0, 0])
        let lastRow = base + CVPixelBufferGetBytesPerRow(pixels) * 3
        #expect([lastRow[13], lastRow[14], lastRow[15]] == [255, 0, 0])
    }

    @Test func attachmentsAreKept() throws {
        var buffer: CVPixelBuffer?
        CVPixelBufferCreate(nil, 2, 2, kCVPixelFormatType_OneComponent8, nil, &buffer)
        let pixels = try #require(buffer)
        CVBufferSetAttachment(pixels, "Orientation", 6, .shouldPropagate)
        #expect(CVBufferCopyAttachment(pixels, "Orientation", nil) as? Int == 6)
        CVBufferRemoveAttachment(pixels, "Orientation")
        #expect(CVBufferCopyAttachment(pixels, "Orientation", nil) == nil)
    }

    @Test func avfaudioBringsTheAudioClasses() throws {
        // `import AVFAudio` alone finds AVFoundation's audio session (shared: other tests set
        // its category, so the one found is put back).
        let session = AVAudioSession.sharedInstance(), found = session.category
        try session.setCategory(.ambient)
        #expect(session.category == .ambient && AVAudioSession.Category.soloAmbient.rawValue == "AVAudioSessionCategorySoloAmbient")
        try session.setCategory(found)
    }
}
