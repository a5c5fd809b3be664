import Testing
import Foundation
import SwiftUI
import CoreML
import Vision

/// Core ML as a render answers it: no Core ML runtime, so no model loads or predicts (each
/// throws `MLModelError.generic` after a warning naming the model), while the value types apps
/// fill and read in plain code (multiarrays, shaped arrays, feature values and providers) are
/// real; a Vision Core ML request performs and finds nothing.
@Suite struct CoreMLTests {
    /// A blank 64 × 64 bitmap image.
    private func blankImage() throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        return try #require(context.makeImage())
    }

    @Test func aMultiArrayHasCOrderStridesAndReadsBackWhatIsWritten() throws {
        let array = try MLMultiArray(shape: [2, 3, 4], dataType: .float32)
        #expect(array.shape == [2, 3, 4] && array.strides == [12, 4, 1] && array.count == 24)
        #expect(array.dataType == .float32 && array.dataType.rawValue == 65568)
        #expect((0..<24).allSatisfy { array[$0].floatValue == 0 })
        for index in 0..<array.count { array[index] = NSNumber(value: Float(index) * 0.5) }
        #expect(array[[1, 2, 3]].floatValue == 11.5)
        #expect(array[[0, 1, 0] as [NSNumber]].floatValue == 2)
        array[[1, 0, 2]] = 99.25
        #expect(array[14].floatValue == 99.25)
        let floats = array.dataPointer.bindMemory(to: Float.self, capacity: array.count)
        #expect(floats[14] == 99.25 && floats[23] == 11.5)
        let sum = array.withUnsafeBufferPointer(ofType: Float.self) { $0.reduce(0, +) }
        #expect(sum == (0..<24).reduce(Float(0)) { $0 + Float($1) * 0.5 } - 7 + 99.25)
        array.withUnsafeMutableBufferPointer(ofType: Float.self) { pointer, strides in
            #expect(strides == [12, 4, 1])
            pointer[1 * strides[0] + 1 * strides[1] + 1] = -1
        }
        #expect(array[[1, 1, 1]].floatValue == -1)
    }

    @Test func multiArraysConvertElementsToTheirType() throws {
        let integers = try MLMultiArray(shape: [3], dataType: .int32)
        integers[0] = 7.9
        integers[1] = -2.5
        integers[2] = NSNumber(value: 40)
        #expect(integers[0].int32Value == 7 && integers[1].int32Value == -2 && integers[2].intValue == 40)
        let doubles = try MLMultiArray([1.5, 2.5, 3.5])
        #expect(doubles.dataType == .double && doubles.shape == [3] && doubles[2].doubleValue == 3.5)
        let ints = try MLMultiArray([Int32(4), 5, 6])
        #expect(ints.dataType == .int32 && ints[1].intValue == 5)
        let floats = try MLMultiArray([Float(0.25), 0.5])
        #expect(floats.dataType == .float32 && floats[1].floatValue == 0.5)
        let joined = MLMultiArray(concatenating: [doubles, doubles], axis: 0, dataType: .float32)
        #expect(joined.shape == [6] && joined.dataType == .float32 && joined[4].floatValue == 2.5)
        #expect(MLMultiArrayDataType.double.rawValue == 65600 && MLMultiArrayDataType.float64 == .double)
        #expect(MLMultiArrayDataType.int32.rawValue == 131104 && MLMultiArrayDataType.float16.rawValue == 65552)
        #expect(MLMultiArrayDataType.float == .float32)
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [2, -1], dataType: .double) }
        let strided = MLMultiArray(shape: [2, 2], dataType: .double, strides: [4, 1])
        strided[3] = 8
        #expect(strided.strides == [4, 1] && strided[[1, 1]].doubleValue == 8)
        #expect(strided.dataPointer.load(fromByteOffset: 5 * 8, as: Double.self) == 8)
    }

    @Test func aShapedArrayIndexesSlicesAndTransposes() {
        var matrix = MLShapedArray<Float>(scalars: [0, 1, 2, 3, 4, 5], shape: [2, 3])
        #expect(matrix.shape == [2, 3] && matrix.strides == [3, 1] && matrix.count == 2 && matrix.scalarCount == 6)
        #expect(matrix[scalarAt: 1, 2] == 5 && matrix[scalarAt: [0, 1]] == 1)
        #expect(matrix[1].scalars == [3, 4, 5] && matrix[1].shape == [3])
        #expect(matrix[0..<2, 1...].scalars == [1, 2, 4, 5])
        #expect(matrix[1, 0].isScalar && matrix[1, 0].scalar == 3)
        matrix[scalarAt: 0, 0] = 10
        matrix[1][scalarAt: 2] = 50
        #expect(matrix.scalars == [10, 1, 2, 3, 4, 50])
        #expect(matrix.transposed().shape == [3, 2] && matrix.transposed().scalars == [10, 3, 1, 4, 2, 50])
        #expect(matrix.reshaped(to: [3, 2])[2].scalars == [4, 50])
        #expect(matrix.map(\.scalars) == [[10, 1, 2], [3, 4, 50]])
        let literal: MLShapedArray<Int32> = [1, 2, 3]
        #expect(literal.shape == [3] && literal == MLShapedArray<Int32>(scalars: 1...3, shape: [3]))
        #expect(MLShapedArray<Double>(scalar: 2.5).scalar == 2.5 && MLShapedArray<Double>(scalar: 2.5).shape == [])
        #expect(MLShapedArray<Int32>(repeating: 7, shape: [2, 2]).scalars == [7, 7, 7, 7])
        #expect(MLShapedArray<Float>(identityMatrixOfSize: 2).scalars == [1, 0, 0, 1])
        let joined = MLShapedArray<Int32>(concatenating: [MLShapedArray<Int32>(scalars: [0, 1, 2, 5, 6, 7], shape: [2, 3]),
                                                          MLShapedArray<Int32>(scalars: [3, 4, 8, 9], shape: [2, 2])], alongAxis: 1)
        #expect(joined.shape == [2, 5] && joined.scalars == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        let multi = MLMultiArray(matrix)
        #expect(multi.dataType == .float32 && multi.shape == [2, 3] && multi[[1, 2]].floatValue == 50)
        #expect(MLShapedArray<Float>(multi) == matrix && MLShapedArray<Double>(converting: matrix).scalars[5] == 50)
    }

    @Test func featureValuesHoldWhatTheyAreGiven() throws {
        let double = MLFeatureValue(double: 2.5)
        #expect(double.type == .double && double.doubleValue == 2.5 && double.int64Value == 0 && double.stringValue == "")
        let integer = MLFeatureValue(int64: 42)
        #expect(integer.type == .int64 && integer.int64Value == 42 && integer.multiArrayValue == nil)
        #expect(MLFeatureValue(string: "cat").stringValue == "cat")
        let array = try MLMultiArray([1.0, 2.0])
        let wrapped = MLFeatureValue(multiArray: array)
        #expect(wrapped.type == .multiArray && wrapped.multiArrayValue === array)
        #expect(wrapped.shapedArrayValue(of: Double.self)?.scalars == [1, 2] && wrapped.shapedArrayValue(of: Float.self) == nil)
        let probabilities = try MLFeatureValue(dictionary: ["cat": 0.75, "dog": 0.25])
        #expect(probabilities.type == .dictionary && probabilities.dictionaryValue["cat"]?.doubleValue == 0.75)
        #expect((probabilities.dictionaryValue as? [String: Double]) == ["cat": 0.75, "dog": 0.25])
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [AnyHashable(2.5): 1]) }
        let sequence = MLFeatureValue(sequence: MLSequence(strings: ["a", "b"]))
        #expect(sequence.type == .sequence && sequence.sequenceValue?.stringValues == ["a", "b"])
        #expect(sequence.sequenceValue?.int64Values == [])
        let missing = MLFeatureValue(undefined: .string)
        #expect(missing.isUndefined && missing.type == .string && !double.isUndefined)
        #expect(double.isEqual(to: MLFeatureValue(double: 2.5)) && !double.isEqual(to: MLFeatureValue(double: 3)))
        #expect(wrapped.isEqual(to: MLFeatureValue(multiArray: try MLMultiArray([1.0, 2.0]))))
        #expect(MLFeatureType.image.rawValue == 4 && MLFeatureType.multiArray.rawValue == 5 && MLFeatureType.sequence.rawValue == 7)
    }

    @Test func aDictionaryProviderConvertsAndLooksUpItsValues() throws {
        let provider = try MLDictionaryFeatureProvider(dictionary: [
            "bedrooms": 3, "size": 1240.5, "city": "Oslo", "pixels": try MLMultiArray([0.5]),
            "label": MLFeatureValue(string: "house"),
        ])
        #expect(provider.featureNames == ["bedrooms", "size", "city", "pixels", "label"])
        #expect(provider.featureValue(for: "bedrooms")?.type == .int64 && provider["bedrooms"]?.int64Value == 3)
        #expect(provider["size"]?.type == .double && provider["size"]?.doubleValue == 1240.5)
        #expect(provider["city"]?.stringValue == "Oslo" && provider["label"]?.stringValue == "house")
        #expect(provider["pixels"]?.multiArrayValue?[0].doubleValue == 0.5)
        #expect(provider.featureValue(for: "missing") == nil && provider.dictionary.count == 5)
        do {
            _ = try MLDictionaryFeatureProvider(dictionary: ["when": Date()])
            Issue.record("a date is not a feature value")
        } catch let error as MLModelError {
            #expect(error.code == .featureType && MLModelError.errorDomain == "com.apple.CoreML")
        }
        let batch = try MLArrayBatchProvider(dictionary: ["x": [1.0, 2.0, 3.0], "name": ["a", "b", "c"]])
        #expect(batch.count == 3 && batch.features(at: 2).featureValue(for: "x")?.doubleValue == 3)
        #expect(batch.features(at: 1).featureValue(for: "name")?.stringValue == "b")
        #expect(MLArrayBatchProvider(array: [provider]).features(at: 0) === provider)
    }

    @Test func noModelLoadsOrPredictsInARender() async throws {
        let url = URL(fileURLWithPath: "/tmp/FruitNet.mlmodelc")
        let (_, warnings) = RuntimeWarning.collecting {
            do {
                _ = try MLModel(contentsOf: url)
                Issue.record("a render loads no model")
            } catch let error as MLModelError {
                #expect(error.code == .generic)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(warnings == ["CoreML: MLModel(contentsOf:) cannot run FruitNet.mlmodelc: a render has no Core ML runtime; it throws MLModelError.generic"])
        await #expect(throws: MLModelError.self) { try await MLModel.load(contentsOf: url, configuration: MLModelConfiguration()) }
        await #expect(throws: MLModelError.self) { try await MLModel.compileModel(at: URL(fileURLWithPath: "/tmp/FruitNet.mlmodel")) }
        var results: [Result<MLModel, any Error>] = []
        MLModel.load(contentsOf: url) { results.append($0) }
        #expect(results.count == 1)
        let empty = MLModel()
        #expect(empty.modelDescription.inputDescriptionsByName.isEmpty && empty.modelDescription.predictedFeatureName == nil)
        #expect(empty.configuration.computeUnits == .all && MLComputeUnits.cpuAndNeuralEngine.rawValue == 3)
        let input = try MLDictionaryFeatureProvider(dictionary: ["x": 1.0])
        #expect(throws: MLModelError.self) { try empty.prediction(from: input) }
        #expect(throws: MLModelError.self) { try empty.predictions(from: MLArrayBatchProvider(array: [input]), options: MLPredictionOptions()) }
    }

    @Test func imageConversionsMakeNoPixelBufferInARender() throws {
        let image = try blankImage()
        let (_, warnings) = RuntimeWarning.collecting {
            #expect(throws: MLModelError.self) {
                try MLFeatureValue(cgImage: image, pixelsWide: 224, pixelsHigh: 224, pixelFormatType: kCVPixelFormatType_32ARGB, options: nil)
            }
        }
        #expect(warnings == ["CoreML: MLFeatureValue(cgImage:pixelsWide:pixelsHigh:pixelFormatType:options:) makes no pixel buffer from a 64x64 CGImage in a render; it throws MLModelError.generic"])
        #expect(kCVPixelFormatType_32BGRA == 0x4247_5241 && kCVPixelFormatType_32ARGB == 32 && kCVPixelFormatType_OneComponent8 == 0x4C30_3038)
        #expect(MLFeatureValue.ImageOption.cropAndScale != MLFeatureValue.ImageOption.cropRect)
    }

    @Test func aCoreMLRequestPerformsAndFindsNothing() throws {
        let model = try VNCoreMLModel(for: MLModel())
        var calls = 0
        var handlerError: (any Error)?
        let request = VNCoreMLRequest(model: model) { _, error in
            calls += 1
            handlerError = error
        }
        #expect(request.imageCropAndScaleOption == .centerCrop && request.model === model && request.results == nil)
        request.imageCropAndScaleOption = .scaleFill
        #expect(VNImageCropAndScaleOption.scaleFitRotate90CCW.rawValue == 257 && VNCoreMLRequest.defaultRevision == VNCoreMLRequestRevision1)
        let handler = VNImageRequestHandler(cgImage: try blankImage(), options: [:])
        let (_, warnings) = RuntimeWarning.collecting { try? handler.perform([request]) }
        #expect(calls == 1 && handlerError == nil)
        #expect(request.results?.isEmpty == true && (request.results as? [VNClassificationObservation]) == [])
        #expect(warnings == ["Vision: VNCoreMLRequest has no Core ML runtime in a render to run its model; it finds nothing"])
        let object = VNRecognizedObjectObservation(boundingBox: CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4))
        #expect(object.labels.isEmpty && object.boundingBox.width == 0.3)
    }

    @Test func anOversizedMultiArrayIsRefusedNotAllocated() throws {
        // 2^40 doubles: an error, not an attempt at 8 TiB (nor an overflow trap).
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [NSNumber(value: 1 << 20), NSNumber(value: 1 << 20)], dataType: .double) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [NSNumber(value: Int.max), NSNumber(value: 4)], dataType: .float32) }
        let strided = MLMultiArray(shape: [NSNumber(value: 1 << 30), 2], dataType: .float32, strides: [2, 1])
        #expect(strided.shape == [0])
        let fits = try MLMultiArray(shape: [2, 3, 4], dataType: .int32)
        #expect(fits.count == 24 && fits.strides == [12, 4, 1])
    }
}

