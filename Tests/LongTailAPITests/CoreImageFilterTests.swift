import Testing
import Foundation
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

/// Core Image's filters as the "Instafilter" apps of 100 Days of SwiftUI call them. Expected
/// values follow Core Image's published rules: kernels see linear-light colours (its working
/// space), exposure multiplies light by 2^EV, colour controls mix with Rec. 709 luminance, a
/// Gaussian blur's radius is its standard deviation and its extent grows by three of them.
@Suite struct CoreImageFilterTests {
    /// An image of one sRGB colour, `size` pixels square.
    private func solid(_ rgba: [UInt8], size: Int = 40) -> CIImage {
        CIImage(cgImage: CGImage(width: size, height: size, rgba: Array([[UInt8]](repeating: rgba, count: size * size).joined()))!)
    }

    /// The straight-alpha sRGB bytes of `image` at working-space pixel (`x`, `y`), y up.
    private func pixel(_ image: CIImage, _ x: Int, _ y: Int) -> [Int] {
        let cg = CIContext().createCGImage(image, from: CGRect(x: x, y: y, width: 1, height: 1))!
        return cg.rgba.map(Int.init)
    }

    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func inputKeysAndDefaultsAreCoreImagesSoInstafilterSetsTheRightOnes() throws {
        let sepia = try #require(CIFilter(name: "CISepiaTone"))
        #expect(sepia.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        #expect((sepia.value(forKey: kCIInputIntensityKey) as? NSNumber)?.doubleValue == 1)
        let twirl = CIFilter.twirlDistortion()
        #expect(twirl.inputKeys == [kCIInputImageKey, kCIInputCenterKey, kCIInputRadiusKey, kCIInputAngleKey])
        #expect(twirl.radius == 300 && twirl.center == CGPoint(x: 150, y: 150))
        #expect(CIFilter.vignette().inputKeys.contains(kCIInputRadiusKey))
        #expect(!CIFilter.pixellate().inputKeys.contains(kCIInputIntensityKey))
        #expect(CIFilter.pixellate().scale == 8)
        #expect(CIFilter.filterNames(inCategory: nil).contains("CICrystallize"))
        let attributes = try #require(CIFilter.unsharpMask().attributes[kCIInputRadiusKey] as? [String: Any])
        #expect((attributes["CIAttributeDefault"] as? NSNumber)?.doubleValue == 2.5)
    }

    @Test func colourFiltersWorkInLinearLight() {
        let grey = solid([128, 128, 128, 255]), red = solid([255, 0, 0, 255])
        // 128 is 0.2158 in linear light; doubled, 0.4316 encodes to 177.
        let exposed = CIFilter.exposureAdjust()
        exposed.inputImage = grey
        exposed.ev = 1
        #expect(near(pixel(exposed.outputImage!, 5, 5), [177, 177, 177, 255]))
        // Red's Rec. 709 luminance 0.2126 encodes to 127.
        let controls = CIFilter.colorControls()
        controls.inputImage = red
        controls.saturation = 0
        #expect(near(pixel(controls.outputImage!, 5, 5), [127, 127, 127, 255]))
        let inverted = red.applyingFilter("CIColorInvert")
        #expect(pixel(inverted, 5, 5) == [0, 255, 255, 255])
        #expect(inverted.extent == red.extent)
        let mono = CIFilter.photoEffectMono()
        mono.inputImage = red
        #expect(near(pixel(mono.outputImage!, 5, 5), [127, 127, 127, 255]))
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = solid([90, 140, 200, 255])
        // Warm, and about as light as the input (its luminance, 0.2508 linear, is grey 137).
        let toned = pixel(sepia.outputImage!, 5, 5)
        #expect(toned[0] > toned[1] && toned[1] > toned[2])
        #expect(toned[0] > 137 && toned[2] < 137 && abs(toned[1] - 137) <= 3)
    }

    @Test func aGaussianBlurGrowsTheExtentAndFadesTheEdges() {
        let image = solid([255, 0, 0, 255], size: 100)
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = image
        blur.radius = 10
        let out = blur.outputImage!
        #expect(out.extent == CGRect(x: -30, y: -30, width: 160, height: 160))
        #expect(pixel(out, 50, 50) == [255, 0, 0, 255])
        // A corner pixel keeps about a quarter of the kernel's mass; one sigma out, about 0.16 of a half.
        let corner = pixel(out, 0, 0)
        #expect(corner[0] == 255 && (50...90).contains(corner[3]))
        #expect((0...20).contains(pixel(out, -20, 50)[3]))
        // The usual fix: clamp, blur, crop back; the edge stays opaque.
        let clamped = image.clampedToExtent().applyingGaussianBlur(sigma: 10).cropped(to: image.extent)
        #expect(clamped.extent == image.extent)
        #expect(pixel(clamped, 0, 0) == [255, 0, 0, 255])
    }

    @Test func pixellateCrystallizeAndTwirlMoveColoursAround() {
        // A left-to-right ramp: column x has red 2x.
        let width = 120
        var bytes: [UInt8] = []
        for _ in 0..<40 { for x in 0..<width { bytes += [UInt8(2 * x), 0, 0, 255] } }
        let ramp = CIImage(cgImage: CGImage(width: width, height: 40, rgba: bytes)!)
        let pixellate = CIFilter.pixellate()
        pixellate.inputImage = ramp
        pixellate.center = .zero
        pixellate.scale = 10
        let cells = pixellate.outputImage!
        // Every pixel of the cell 20...30 takes the colour at x 25 (red 50).
        #expect(pixel(cells, 21, 3) == pixel(cells, 29, 8))
        #expect(near(pixel(cells, 21, 3), [50, 0, 0, 255]))
        #expect(pixel(cells, 31, 3) != pixel(cells, 29, 3))
        let crystals = CIFilter.crystallize()
        crystals.inputImage = ramp
        crystals.radius = 15
        let crystallized = crystals.outputImage!
        let distinct = Set((0..<width).map { pixel(crystallized, $0, 20)[0] })
        #expect(distinct.count >= 4 && distinct.count <= 24)
        let twirl = CIFilter.twirlDistortion()
        twirl.inputImage = ramp
        twirl.center = CGPoint(x: 60, y: 20)
        twirl.radius = 15
        twirl.angle = .pi / 2
        let twirled = twirl.outputImage!
        #expect(pixel(twirled, 100, 20) == pixel(ramp, 100, 20))
        #expect(pixel(twirled, 60, 30) != pixel(ramp, 60, 30))
    }

    @Test func badParametersFallBackOrPassTheInputWithAWarning() {
        let image = solid([10, 20, 30, 255])
        // A radius that is not a number reads as the default; one whose output would be too large
        // passes the input through, named in a warning.
        let blurred = image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: Double.nan])
        #expect(blurred.extent == CGRect(x: -30, y: -30, width: 100, height: 100))
        let (huge, warnings) = RuntimeWarning.collecting {
            image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 1e12])
        }
        #expect(huge === image)
        // Other tests warn at the same time; this one's are the filter's.
        #expect(warnings.filter { $0.contains("CIGaussianBlur") }.count == 1, "\(warnings)")
        let twirled = image.applyingFilter("CITwirlDistortion", parameters: [kCIInputCenterKey: CIVector(x: .infinity, y: 0),
                                                                            kCIInputRadiusKey: -5, kCIInputAngleKey: 1e30])
        #expect(twirled.extent == image.extent)
        #expect(pixel(twirled, 5, 5) == [10, 20, 30, 255])
        let far = image.applyingFilter("CICrystallize", parameters: [kCIInputCenterKey: CIVector(x: 1e300, y: -1e300)])
        #expect(far.extent == image.extent)
        let cells = image.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 0])
        #expect(pixel(cells, 5, 5) == [10, 20, 30, 255])
    }

    @Test func aFilterBackplateDoesNotComputeStillSaysSo() {
        let image = solid([10, 20, 30, 255])
        let (out, warnings) = RuntimeWarning.collecting { image.applyingFilter("CIPhotoEffectChrome") }
        #expect(out === image)
        #expect(warnings.filter { $0.contains("CIFilter") } == ["CIFilter CIPhotoEffectChrome is not applied on Linux: its output is its input unchanged"])
    }
}
