import BackplateCore
import Foundation

/// The pin colours of iOS 8 and before (MapKit's `MKPinAnnotationColor`, deprecated in iOS 9:
/// set `pinTintColor`).
public enum MKPinAnnotationColor: UInt, Sendable {
    /// Red, for destinations.
    case red = 0
    /// Green, for starting points.
    case green = 1
    /// Purple, for points the user dropped.
    case purple = 2
}

/// The classic map pin (MapKit's `MKPinAnnotationView`, deprecated in iOS 16 for
/// `MKMarkerAnnotationView`): a round head in `pinTintColor` on a needle whose tip is on the
/// annotation's point (the view's centre). The head's 14-point size and the 16-point needle are
/// estimates of iOS's pin image, which Apple does not publish; `animatesDrop` is kept (a still
/// render shows the pin landed).
open class MKPinAnnotationView: MKAnnotationView {
    /// The head's colour (`redPinColor()` unless set; `nil` resets it).
    open var pinTintColor: UIColor! {
        get { tint ?? Self.redPinColor() }
        set { tint = newValue }
    }
    private var tint: UIColor?
    /// Whether the pin drops in when added (kept: a render does not animate).
    open var animatesDrop = false
    /// The head's colour as one of the old three (deprecated in iOS 9); setting it sets `pinTintColor`.
    open var pinColor: MKPinAnnotationColor = .red {
        didSet {
            switch pinColor {
            case .red: tint = Self.redPinColor()
            case .green: tint = Self.greenPinColor()
            case .purple: tint = Self.purplePinColor()
            }
        }
    }

    /// The red of a destination pin (the system red).
    open class func redPinColor() -> UIColor { .systemRed }
    /// The green of a starting-point pin (the system green).
    open class func greenPinColor() -> UIColor { .systemGreen }
    /// The purple of a dropped pin (the system purple).
    open class func purplePinColor() -> UIColor { .systemPurple }

    /// A pin for `annotation`, the pin's size.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame.size = Self.size
    }

    /// A pin with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A pin from an archive: there is no storyboard on Linux, so a plain one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
    }

    static let headDiameter: CGFloat = 14
    static let needleLength: CGFloat = 16
    /// Twice the pin's height, so its tip is on the view's centre.
    static var size: CGSize { CGSize(width: headDiameter, height: 2 * (headDiameter + needleLength)) }

    /// The pin with its needle's tip on the view's centre.
    @MainActor package override func swiftUIDrawing() -> AnyView {
        let size = bounds.size, head = Self.headDiameter, needle = Self.needleLength
        return AnyView(ZStack(alignment: .topLeading) {
            Capsule().fill(Color(white: 0.55)).frame(width: 2, height: needle + head / 2)
                .position(x: size.width / 2, y: size.height / 2 - (needle + head / 2) / 2)
            Circle().fill(Color(uiColor: pinTintColor)).frame(width: head, height: head)
                .overlay(Circle().strokeBorder(Color.black.opacity(0.15), lineWidth: 0.5))
                .position(x: size.width / 2, y: size.height / 2 - needle - head / 2)
        }
        .frame(width: size.width, height: size.height))
    }
}
