import BackplateCore
import Foundation

/// The balloon marker an `MKMapView` shows for an annotation by default (MapKit's
/// `MKMarkerAnnotationView`), drawn as SwiftUI's `Marker`: a balloon in `markerTintColor` (red
/// by default) whose tail tip is on the annotation's point (the view's centre), showing
/// `glyphImage`, `glyphText` or a pin, with the annotation's title below it.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (`nil`: red).
    open var markerTintColor: UIColor?
    /// The glyph's colour (`nil`: white).
    open var glyphTintColor: UIColor?
    /// Text shown in the balloon in place of the pin (up to three letters fit).
    open var glyphText: String?
    /// An image shown in the balloon in place of the pin.
    open var glyphImage: UIImage?
    /// The glyph while selected (kept: a render selects nothing).
    open var selectedGlyphImage: UIImage?
    /// When the title shows (`.adaptive`: shown).
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// When the subtitle shows (`.adaptive`: only while selected, so not in a render).
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    /// Whether the marker animates in when added (kept: a render does not animate).
    open var animatesWhenAdded = false

    /// A marker for `annotation`, the balloon's size.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = Self.balloonSize
        frame.size = Self.balloonSize
    }

    /// A marker with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A marker from an archive: there is no storyboard on Linux, so a plain one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.balloonSize
        frame.size = Self.balloonSize
    }

    /// The balloon's size: 30 points wide, 36 high with its tail (Map's `Marker`'s).
    static var balloonSize: CGSize { CGSize(width: MarkerBalloon.diameter, height: MarkerBalloon.height) }

    /// The balloon with its tail tip on the view's centre, and the title below the tip.
    @MainActor package override func swiftUIDrawing() -> AnyView {
        let size = bounds.size
        let glyph: MarkerGlyph = if let glyphImage { .drawnImage(Image(uiImage: glyphImage)) }
            else if let glyphText { .monogram(Text(verbatim: glyphText)) } else { .symbol("mappin") }
        let tint = AnyShapeStyle(markerTintColor.map { Color(uiColor: $0) } ?? Color.red)
        let title = titleVisibility == .hidden ? nil : annotation?.title ?? nil
        return AnyView(ZStack(alignment: .topLeading) {
            MarkerBalloon(tint: tint, glyph: glyph, glyphColor: glyphTintColor.map { Color(uiColor: $0) } ?? .white)
                .position(x: size.width / 2, y: size.height / 2 - MarkerBalloon.height / 2)
            if let title {
                MapItemTitle(label: AnyView(Text(verbatim: title))).fixedSize().frame(width: 0, height: 0, alignment: .top)
                    .position(x: size.width / 2, y: size.height / 2 + 2)
            }
        }
        .frame(width: size.width, height: size.height))
    }
}
