import Foundation

/// Which axis a camera's field of view (or orthographic scale) spans.
public enum SCNCameraProjectionDirection: Int, Sendable {
    /// The vertical axis (the default).
    case vertical = 0
    /// The horizontal axis.
    case horizontal = 1
}

/// A camera attached to a node, the point of view a scene is seen from (SceneKit's
/// `SCNCamera`): its projection and effects, with SceneKit's defaults (a 60° vertical field of
/// view, z range 1...100). Kept as data; it also answers `projectionTransform` and serves
/// `SCNView.projectPoint(_:)`. A still render draws no 3D.
open class SCNCamera: NSObject, NSCopying {
    /// The camera's name.
    open var name: String?
    /// The field of view in degrees (60), along `projectionDirection`. Setting it updates
    /// `focalLength` for the current `sensorHeight`.
    open var fieldOfView: CGFloat = 60
    /// Which axis the field of view spans (`.vertical`).
    open var projectionDirection = SCNCameraProjectionDirection.vertical
    /// The sensor's height in millimetres (24). Setting it keeps `focalLength` and updates
    /// `fieldOfView`.
    open var sensorHeight: CGFloat {
        get { storedSensorHeight }
        set {
            let focal = focalLength
            storedSensorHeight = newValue
            focalLength = focal
        }
    }
    private var storedSensorHeight: CGFloat = 24
    /// The focal length in millimetres, tied to `fieldOfView` and `sensorHeight` (about 20.78
    /// for the defaults). Setting it updates `fieldOfView`.
    open var focalLength: CGFloat {
        get { storedSensorHeight / 2 / tan(fieldOfView * .pi / 360) }
        set { if newValue > 0 { fieldOfView = 2 * atan(storedSensorHeight / 2 / newValue) * 180 / .pi } }
    }
    /// The nearest visible distance (1).
    open var zNear: Double = 1
    /// The farthest visible distance (100).
    open var zFar: Double = 100
    /// Whether the z range fits the scene automatically (`false`).
    open var automaticallyAdjustsZRange = false
    /// Whether the projection is orthographic (`false`: perspective).
    open var usesOrthographicProjection = false
    /// Half the visible extent along `projectionDirection` of an orthographic camera (1).
    open var orthographicScale: Double = 1
    /// The deprecated horizontal field of view (0: derived from the other).
    open var xFov: Double = 0
    /// The deprecated vertical field of view (0: derived from the other).
    open var yFov: Double = 0
    /// Whether the camera blurs out-of-focus areas (`false`).
    open var wantsDepthOfField = false
    /// The distance in focus (2.5).
    open var focusDistance: CGFloat = 2.5
    /// Samples of the depth of field blur (25).
    open var focalBlurSampleCount = 25
    /// The aperture's f-number (5.6).
    open var fStop: CGFloat = 5.6
    /// The aperture's blade count (6).
    open var apertureBladeCount = 6
    /// The motion blur's intensity (0: none).
    open var motionBlurIntensity: CGFloat = 0
    /// The screen-space ambient occlusion's intensity (0: none).
    open var screenSpaceAmbientOcclusionIntensity: CGFloat = 0
    /// The ambient occlusion's radius in scene units (5).
    open var screenSpaceAmbientOcclusionRadius: CGFloat = 5
    /// The ambient occlusion's self-occlusion bias (0.03).
    open var screenSpaceAmbientOcclusionBias: CGFloat = 0.03
    /// The ambient occlusion's depth blur threshold (0.2).
    open var screenSpaceAmbientOcclusionDepthThreshold: CGFloat = 0.2
    /// The ambient occlusion's normal blur threshold (0.3).
    open var screenSpaceAmbientOcclusionNormalThreshold: CGFloat = 0.3
    /// Whether the camera renders in high dynamic range (`false`).
    open var wantsHDR = false
    /// The exposure bias in EV (0).
    open var exposureOffset: CGFloat = 0
    /// The average grey level of the image (0.18).
    open var averageGray: CGFloat = 0.18
    /// The luminance mapped to white (1).
    open var whitePoint: CGFloat = 1
    /// Whether exposure adapts to the scene (`true`).
    open var wantsExposureAdaptation = true
    /// How fast exposure adapts from bright to dark (0.4).
    open var exposureAdaptationBrighteningSpeedFactor: CGFloat = 0.4
    /// How fast exposure adapts from dark to bright (0.6).
    open var exposureAdaptationDarkeningSpeedFactor: CGFloat = 0.6
    /// The lowest adapted exposure in EV (-15).
    open var minimumExposure: CGFloat = -15
    /// The highest adapted exposure in EV (15).
    open var maximumExposure: CGFloat = 15
    /// The luminance above which bloom starts (1).
    open var bloomThreshold: CGFloat = 1
    /// The bloom's blur iterations (1).
    open var bloomIterationCount = 1
    /// How the bloom iterations spread (0).
    open var bloomIterationSpread: CGFloat = 0
    /// The bloom's intensity (0: none).
    open var bloomIntensity: CGFloat = 0
    /// The bloom's blur radius in points (4).
    open var bloomBlurRadius: CGFloat = 4
    /// The vignette's shape (0: none).
    open var vignettingPower: CGFloat = 0
    /// The vignette's intensity (0: none).
    open var vignettingIntensity: CGFloat = 0
    /// The colour fringe's strength (0: none).
    open var colorFringeStrength: CGFloat = 0
    /// The colour fringe's intensity (1).
    open var colorFringeIntensity: CGFloat = 1
    /// The image's saturation (1: unchanged).
    open var saturation: CGFloat = 1
    /// The image's contrast (0: unchanged).
    open var contrast: CGFloat = 0
    /// The film grain's intensity (0: none).
    open var grainIntensity: CGFloat = 0
    /// The film grain's scale (1).
    open var grainScale: CGFloat = 1
    /// Whether the grain is coloured (`false`).
    open var grainIsColored = false
    /// The white balance temperature shift (0: none).
    open var whiteBalanceTemperature: CGFloat = 0
    /// The white balance tint shift (0: none).
    open var whiteBalanceTint: CGFloat = 0
    /// A colour grading lookup texture.
    public let colorGrading = SCNMaterialProperty()
    /// The node categories the camera sees (all).
    open var categoryBitMask = Int(bitPattern: UInt.max)
    /// A projection an app set, replacing the computed one.
    private var customProjection: SCNMatrix4?

    /// A perspective camera with SceneKit's defaults.
    public override init() { super.init() }

    /// The projection for a square viewport (set: an app's own projection, kept).
    open var projectionTransform: SCNMatrix4 {
        get { customProjection ?? projectionTransform(withViewportSize: CGSize(width: 1, height: 1)) }
        set { customProjection = newValue }
    }

    /// The projection for a viewport of `viewportSize` (OpenGL-style clip space, SceneKit's
    /// row-vector layout): perspective from the field of view, or orthographic from the scale.
    open func projectionTransform(withViewportSize viewportSize: CGSize) -> SCNMatrix4 {
        if let customProjection { return customProjection }
        let aspect = viewportSize.height > 0 && viewportSize.width > 0 ? Double(viewportSize.width / viewportSize.height) : 1
        let near = zNear, far = zFar
        var m = SCNMatrix4()
        let vertical = projectionDirection == .vertical
        if usesOrthographicProjection {
            let s = max(orthographicScale, .ulpOfOne)
            m.m11 = Float(vertical ? 1 / (s * aspect) : 1 / s)
            m.m22 = Float(vertical ? 1 / s : aspect / s)
            m.m33 = Float(-2 / (far - near))
            m.m43 = Float(-(far + near) / (far - near))
            m.m44 = 1
        } else {
            let f = 1 / tan(Double(fieldOfView) * .pi / 360)
            m.m11 = Float(vertical ? f / aspect : f)
            m.m22 = Float(vertical ? f : f * aspect)
            m.m33 = Float((far + near) / (near - far))
            m.m34 = -1
            m.m43 = Float(2 * far * near / (near - far))
        }
        return m
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNCamera()
        copy.name = name
        copy.fieldOfView = fieldOfView
        copy.projectionDirection = projectionDirection
        copy.storedSensorHeight = storedSensorHeight
        copy.zNear = zNear
        copy.zFar = zFar
        copy.automaticallyAdjustsZRange = automaticallyAdjustsZRange
        copy.usesOrthographicProjection = usesOrthographicProjection
        copy.orthographicScale = orthographicScale
        copy.wantsDepthOfField = wantsDepthOfField
        copy.focusDistance = focusDistance
        copy.fStop = fStop
        copy.wantsHDR = wantsHDR
        copy.exposureOffset = exposureOffset
        copy.bloomIntensity = bloomIntensity
        copy.motionBlurIntensity = motionBlurIntensity
        copy.categoryBitMask = categoryBitMask
        copy.customProjection = customProjection
        return copy
    }
}
