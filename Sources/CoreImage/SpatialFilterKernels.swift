import Foundation
import CoreGraphics
import CPixelLoops

/// The blurs, sharpening, bloom and edge filters: kernels that read neighbouring pixels, in
/// premultiplied linear light. The Gaussian blur is three box blurs of matched widths.
enum SpatialFilterKernels {
    /// The kernel of the filter `name`, or nil when it is not one of these.
    static func kernel(_ name: String, _ p: FilterParameters) -> SpatialKernel? {
        switch name {
        case "CIGaussianBlur":
            let sigma = max(p.number(kCIInputRadiusKey, 10), 0)
            return SpatialKernel(margin: CGFloat(3 * sigma), grows: true) { gaussian($0, sigma: sigma) }
        case "CIBoxBlur":
            let radius = Int(max(p.number(kCIInputRadiusKey, 10), 0).rounded())
            return SpatialKernel(margin: CGFloat(radius), grows: true) { box(box($0, radius: radius, horizontal: true), radius: radius, horizontal: false) }
        case "CIDiscBlur":
            let radius = max(p.number(kCIInputRadiusKey, 8), 0)
            return SpatialKernel(margin: CGFloat(radius), grows: true) { gaussian($0, sigma: radius / 2) }
        case "CIMotionBlur":
            let radius = max(p.number(kCIInputRadiusKey, 20), 0), angle = p.number(kCIInputAngleKey, 0)
            return SpatialKernel(margin: CGFloat(radius), grows: true) { source in
                guard radius >= 0.5 else { return source }
                return source.rewritten {
                    backplate_motion_blur($0, $1, source.width, source.height, Double(radius), Double(angle), source.extendsEdges ? 1 : 0)
                }
            }
        case "CIUnsharpMask":
            let radius = max(p.number(kCIInputRadiusKey, 2.5), 0)
            return SpatialKernel(margin: CGFloat(3 * radius), grows: false) {
                combined($0, gaussian($0, sigma: radius), mode: 0, p.number(kCIInputIntensityKey, 0.5))
            }
        case "CISharpenLuminance":
            let radius = max(p.number(kCIInputRadiusKey, 1.69), 0)
            return SpatialKernel(margin: CGFloat(3 * radius), grows: false) {
                combined($0, gaussian($0, sigma: radius), mode: 1, p.number(kCIInputSharpnessKey, 0.4))
            }
        case "CIBloom", "CIGloom":
            let radius = max(p.number(kCIInputRadiusKey, 10), 0), intensity = min(max(p.number(kCIInputIntensityKey, 0.5), 0), 1)
            return SpatialKernel(margin: CGFloat(3 * radius), grows: false) {
                combined($0, gaussian($0, sigma: radius), mode: name == "CIGloom" ? 3 : 2, intensity)
            }
        case "CIEdges":
            let intensity = p.number(kCIInputIntensityKey, 1)
            return SpatialKernel(margin: 1, grows: false) { source in
                source.rewritten { backplate_edges($0, $1, source.width, source.height, intensity) }
            }
        default:
            return nil
        }
    }

    /// `source` blurred by a Gaussian of standard deviation `sigma`, as three box blurs.
    static func gaussian(_ source: FilterPixels, sigma: Float) -> FilterPixels {
        guard sigma > 0.2 else { return source }
        // Box widths whose three passes have the Gaussian's variance (W. Wells' construction).
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - 3 * Float(lower * lower) - 12 * Float(lower) - 9) / (-4 * Float(lower) - 4)).rounded())
        var out = source
        for pass in 0..<3 {
            let radius = ((pass < lowerCount ? lower : upper) - 1) / 2
            out = box(box(out, radius: radius, horizontal: true), radius: radius, horizontal: false)
        }
        return out
    }

    /// The mean over a window of `2 × radius + 1` pixels along rows or columns (a running sum, in C).
    static func box(_ source: FilterPixels, radius: Int, horizontal: Bool) -> FilterPixels {
        guard radius > 0 else { return source }
        var out = source
        let failed = out.data.withUnsafeMutableBytes { data in
            backplate_box_blur(data.baseAddress!.assumingMemoryBound(to: Float.self), source.width, source.height,
                               Int32(min(radius, 1 << 20)), horizontal ? 1 : 0, source.extendsEdges ? 1 : 0) != 0
        }
        return failed ? source : out
    }

    /// `source` combined with its blurred copy (see `backplate_combine` for the modes).
    static func combined(_ source: FilterPixels, _ blurred: FilterPixels, mode: Int32, _ amount: Float) -> FilterPixels {
        blurred.data.withUnsafeBytes { blur in
            source.rewritten { from, to in
                backplate_combine(from, blur.baseAddress!.assumingMemoryBound(to: Float.self), to, source.width * source.height, mode, amount)
            }
        }
    }
}
