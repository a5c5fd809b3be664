import Testing
import Foundation
import BackplateCore
import AVFoundation
import Vision

/// A component library's camera and speech modules against a render: the camera's format, white
/// balance and photo codec settings compile and answer as a device-less iPhone would, a 48 kHz
/// tap converts to 16 kHz Int16 on real samples, and face landmarks find nothing, with a warning.
@Suite struct CameraAndSpeechPipelineTests {
    /// A 48 kHz mono float buffer whose frame i holds i / 4800.
    private func ramp() throws -> AVAudioPCMBuffer {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4_800))
        buffer.frameLength = 4_800
        let samples = try #require(buffer.floatChannelData)[0]
        for frame in 0..<4_800 { samples[frame] = Float(frame) / 4_800 }
        return buffer
    }

    /// 16 kHz mono interleaved Int16, what streaming speech services take.
    private let speechFormat = AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 16_000, channels: 1, interleaved: true)!

    @Test func videoCodecsAndSettingsKeysHaveApplesValues() {
        #expect(AVVideoCodecType.h264.rawValue == "avc1" && AVVideoCodecType.hevc.rawValue == "hvc1")
        #expect(AVVideoCodecType.jpeg.rawValue == "jpeg" && AVVideoCodecType.hevcWithAlpha.rawValue == "muxa")
        #expect(AVVideoCodecType.proRes422.rawValue == "apcn" && AVVideoCodecType.proRes4444.rawValue == "ap4h")
        #expect(AVVideoCodecType(rawValue: "hvc1") == .hevc)
        #expect(AVVideoCodecKey == "AVVideoCodecKey" && AVVideoWidthKey == "AVVideoWidthKey")
        #expect(AVVideoAverageBitRateKey == "AverageBitRate" && AVVideoExpectedSourceFrameRateKey == "ExpectedFrameRate")

        let output = AVCapturePhotoOutput()
        #expect(output.availablePhotoCodecTypes.isEmpty)
        let codec: AVVideoCodecType = output.availablePhotoCodecTypes.contains(.hevc) ? .hevc : .jpeg
        let settings = AVCapturePhotoSettings(format: [AVVideoCodecKey: codec, AVVideoCompressionPropertiesKey: [AVVideoQualityKey: 0.8]])
        #expect(settings.format?[AVVideoCodecKey] as? AVVideoCodecType == .jpeg)
        #expect(AVCapturePhotoSettings().format?[AVVideoCodecKey] as? AVVideoCodecType == .jpeg)
    }

    @Test func cameraConfigurationEnumsHaveApplesRawValues() {
        #expect(AVCaptureDevice.WhiteBalanceMode.locked.rawValue == 0)
        #expect(AVCaptureDevice.WhiteBalanceMode.autoWhiteBalance.rawValue == 1)
        #expect(AVCaptureDevice.WhiteBalanceMode.continuousAutoWhiteBalance.rawValue == 2)
        #expect(AVCaptureDevice.AutoFocusRangeRestriction.near.rawValue == 1)
        #expect(AVCaptureDevice.Format.AutoFocusSystem.phaseDetection.rawValue == 2)
        let gains = AVCaptureDevice.WhiteBalanceGains(redGain: 1.5, greenGain: 1, blueGain: 2)
        #expect(gains.redGain == 1.5 && gains.blueGain == 2)
        // No camera, so the lockForConfiguration() paths that would use these never run.
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(CMVideoDimensions().width == 0)
        // Photo quality: Apple's raw values, the output's default maximum kept and raised.
        let output = AVCapturePhotoOutput()
        #expect(output.maxPhotoQualityPrioritization == .balanced && AVCapturePhotoOutput.QualityPrioritization.quality.rawValue == 3)
        output.maxPhotoQualityPrioritization = .quality
        let settings = AVCapturePhotoSettings()
        settings.photoQualityPrioritization = .speed
        #expect(output.maxPhotoQualityPrioritization == .quality && settings.photoQualityPrioritization.rawValue == 1)
    }

    @Test func converterTurns48kFloatInto16kInt16() throws {
        let input = try ramp()
        let converter = try #require(AVAudioConverter(from: input.format, to: speechFormat))
        #expect(converter.primeMethod == .normal && converter.channelMap == [0])
        let output = try #require(AVAudioPCMBuffer(pcmFormat: speechFormat, frameCapacity: 1_600))
        var error: NSError?
        var calls = 0
        let status = converter.convert(to: output, error: &error) { _, inputStatus in
            calls += 1
            guard calls == 1 else {
                inputStatus.pointee = .noDataNow
                return nil
            }
            inputStatus.pointee = .haveData
            return input
        }
        #expect(status == .haveData && error == nil && calls == 1)
        #expect(output.frameLength == 1_600)
        // Output frame k is input frame 3k: 3k / 4800 of full scale (32768).
        let samples = try #require(output.int16ChannelData)[0]
        #expect(samples[0] == 0 && samples[1] == 20 && samples[100] == 2_048 && samples[800] == 16_384)
    }

    @Test func converterReportsRanDryAndEndOfStream() throws {
        let input = try ramp()
        let converter = try #require(AVAudioConverter(from: input.format, to: speechFormat))
        let output = try #require(AVAudioPCMBuffer(pcmFormat: speechFormat, frameCapacity: 100))
        var error: NSError?
        let dry = converter.convert(to: output, error: &error) { _, inputStatus in
            inputStatus.pointee = .noDataNow
            return nil
        }
        #expect(dry == .inputRanDry && output.frameLength == 0)
        let ended = converter.convert(to: output, error: &error) { _, inputStatus in
            inputStatus.pointee = .endOfStream
            return nil
        }
        #expect(ended == .endOfStream && output.frameLength == 0)
        #expect(AVAudioConverterInputStatus.noDataNow.rawValue == 1 && AVAudioConverterInputStatus.endOfStream.rawValue == 2)
        #expect(AVAudioConverterOutputStatus.inputRanDry.rawValue == 1 && AVAudioConverterOutputStatus.error.rawValue == 3)
    }

    @Test func convertedSamplesShowThroughTheAudioBufferList() throws {
        let input = try ramp()
        let converter = try #require(AVAudioConverter(from: input.format, to: speechFormat))
        let output = try #require(AVAudioPCMBuffer(pcmFormat: speechFormat, frameCapacity: 2_000))
        var error: NSError?
        var given = false
        _ = converter.convert(to: output, error: &error) { _, inputStatus in
            if given {
                inputStatus.pointee = .noDataNow
                return nil
            }
            given = true
            inputStatus.pointee = .haveData
            return input
        }
        #expect(output.frameLength == 1_600)
        let list = output.audioBufferList.pointee
        #expect(list.mNumberBuffers == 1 && list.mBuffers.mNumberChannels == 1)
        #expect(list.mBuffers.mDataByteSize == 3_200)
        let data = Data(bytes: try #require(list.mBuffers.mData), count: Int(list.mBuffers.mDataByteSize))
        #expect(data.count == 3_200 && data[1_600] == 0x00 && data[1_601] == 0x40)  // frame 800: 16384, little-endian
        let mutable = UnsafeMutableAudioBufferListPointer(output.mutableAudioBufferList)
        #expect(mutable.count == 1 && mutable[0].mDataByteSize == 4_000)
    }

    @Test func converterRefusesWhatItCannotConvertWithAWarning() throws {
        let input = try ramp()
        let direct = try #require(AVAudioConverter(from: input.format, to: speechFormat))
        let output = try #require(AVAudioPCMBuffer(pcmFormat: speechFormat, frameCapacity: 4_800))
        #expect(throws: NSError.self) { try direct.convert(to: output, from: input) }

        let aacSettings: [String: Any] = [AVFormatIDKey: kAudioFormatMPEG4AAC, AVSampleRateKey: 44_100, AVNumberOfChannelsKey: 1]
        let aac = try #require(AVAudioFormat(settings: aacSettings))
        let encoder = try #require(AVAudioConverter(from: input.format, to: aac))
        var error: NSError?
        let (status, warnings) = RuntimeWarning.collecting {
            encoder.convert(to: output, error: &error) { _, inputStatus in
                inputStatus.pointee = .haveData
                return input
            }
        }
        #expect(status == .error)
        #expect(error?.domain == NSOSStatusErrorDomain && error?.code == 0x666D_743F)  // 'fmt?'
        #expect(warnings.contains { $0.contains("AVAudioConverter") && $0.contains("compressed") })
    }

    @Test func faceLandmarksFindNothingAndLandmarkPointsPlaceExactly() throws {
        var calls = 0
        let request = VNDetectFaceLandmarksRequest { _, error in
            calls += 1
            #expect(error == nil)
        }
        request.constellation = .constellation76Points
        let handler = VNSequenceRequestHandler()
        let (_, warnings) = try RuntimeWarning.collecting {
            try handler.perform([request, request], onImageData: Data(), orientation: .leftMirrored)
        }
        #expect(calls == 1 && request.results?.isEmpty == true)
        #expect(warnings.contains("Vision: VNDetectFaceLandmarksRequest has no face-landmark model in a render; it finds no faces"))
        #expect(request.revision == VNDetectFaceLandmarksRequestRevision3)
        #expect(VNDetectFaceLandmarksRequest.revision(3, supportsConstellation: .constellation76Points))
        #expect(!VNDetectFaceLandmarksRequest.revision(2, supportsConstellation: .constellation76Points))
        #expect(VNFaceObservation(boundingBox: CGRect(x: 0, y: 0, width: 1, height: 1)).landmarks == nil)

        // A landmark point halfway across and a quarter up a face box, in a 400 × 200 image.
        let face = CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.4)
        let point = VNImagePointForFaceLandmarkPoint(SIMD2<Float>(0.5, 0.25), face, 400, 200)
        #expect(abs(point.x - 200) < 1e-4 && abs(point.y - 120) < 1e-4)
        #expect(VNPointsClassification.closedPath.rawValue == 2)
    }
}
