import Foundation
import CoreGraphics
import CPixelLoops

/// Pixellate, crystallize, vignette and twirl: kernels that sample the input somewhere else
/// or darken it by position, run in C. Their shapes are estimates (Core Image does not
/// publish them).
enum StylizeFilterKernels {
    /// The kernel of the filter `name`, or nil when it is not one of these.
    static func kernel(_ name: String, _ p: FilterParameters) -> SpatialKernel? {
        switch name {
        case "CIPixellate":
            let scale = Double(max(p.number(kCIInputScaleKey, 8), 1)), center = p.point(kCIInputCenterKey, CGPoint(x: 150, y: 150))
            return SpatialKernel(margin: 0, grows: false) { source in
                source.rewritten {
                    backplate_pixellate($0, $1, source.width, source.height, source.rect.minX, source.rect.maxY, center.x, center.y, scale)
                }
            }
        case "CICrystallize":
            let radius = Double(max(p.number(kCIInputRadiusKey, 20), 1)), center = p.point(kCIInputCenterKey, CGPoint(x: 150, y: 150))
            return SpatialKernel(margin: 0, grows: false) { source in
                source.rewritten {
                    backplate_crystallize($0, $1, source.width, source.height, source.rect.minX, source.rect.maxY, center.x, center.y, radius)
                }
            }
        case "CIVignette":
            let intensity = Double(p.number(kCIInputIntensityKey, 0)), radius = Double(max(p.number(kCIInputRadiusKey, 1), 0.05))
            return SpatialKernel(margin: 0, grows: false) { source in
                source.rewritten { from, to in
                    to.update(from: from, count: source.width * source.height * 4)
                    backplate_vignette(to, source.width, source.height, intensity, radius)
                }
            }
        case "CITwirlDistortion":
            let center = p.point(kCIInputCenterKey, CGPoint(x: 150, y: 150))
            let radius = Double(max(p.number(kCIInputRadiusKey, 300), 0)), angle = Double(p.number(kCIInputAngleKey, .pi))
            return SpatialKernel(margin: 0, grows: false) { source in
                source.rewritten {
                    backplate_twirl($0, $1, source.width, source.height, source.rect.minX, source.rect.maxY, center.x, center.y, radius, angle)
                }
            }
        default:
            return nil
        }
    }
}
