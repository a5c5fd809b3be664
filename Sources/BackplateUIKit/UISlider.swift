import Foundation
import BackplateCore

/// UIKit's slider, as a stand-in. Wrapped in a `UIViewRepresentable`, it is drawn as SwiftUI's
/// `Slider` (which is a `UISlider` on iOS): its value and bounds, the minimum track in
/// `minimumTrackTintColor` (else the tint), the value images at its ends. Custom thumb and
/// track images and colours are kept but not drawn, with a runtime warning naming them.
open class UISlider: UIControl, UIKitDrawnView {
    private var isAppearanceProxy = false
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// The proxy that styles every slider (and, on iOS, SwiftUI's `Slider`). Backplate's sliders
    /// do not read it: its setters warn.
    public static func appearance() -> UISlider {
        let slider = UISlider(frame: .zero)
        slider.isAppearanceProxy = true
        return slider
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UISlider", member) } }

    /// The value (0 by default), kept within the bounds as UIKit keeps it.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    /// The smallest value (0 by default).
    open var minimumValue: Float = 0
    /// The largest value (1 by default).
    open var maximumValue: Float = 1
    /// Whether dragging sends value changes continuously (`true`; a render never drags).
    open var isContinuous = true
    /// An image drawn at the minimum end.
    open var minimumValueImage: UIImage? { didSet { warnIfProxy("minimumValueImage") } }
    /// An image drawn at the maximum end.
    open var maximumValueImage: UIImage? { didSet { warnIfProxy("maximumValueImage") } }
    /// The filled track's colour (`nil`: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { warnIfProxy("minimumTrackTintColor") } }
    /// The unfilled track's colour (`nil`: the system's grey). Kept, not drawn.
    open var maximumTrackTintColor: UIColor? { didSet { warnIfProxy("maximumTrackTintColor") } }
    /// The thumb's colour (`nil`: white). Kept, not drawn.
    open var thumbTintColor: UIColor? { didSet { warnIfProxy("thumbTintColor") } }

    /// Sets the value; a still render shows the end of any animation.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Sets the thumb's image for a state (kept, not drawn).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        warnIfProxy("setThumbImage(_:for:)")
    }
    /// Sets the filled track's image for a state (kept, not drawn).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        warnIfProxy("setMinimumTrackImage(_:for:)")
    }
    /// Sets the unfilled track's image for a state (kept, not drawn).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        warnIfProxy("setMaximumTrackImage(_:for:)")
    }
    /// The thumb's image for a state (`nil` unless set).
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The filled track's image for a state (`nil` unless set).
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The unfilled track's image for a state (`nil` unless set).
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb's image now: the normal state's (a render's slider is never touched).
    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }
    /// The filled track's image now: the normal state's.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[UIControl.State.normal.rawValue] }
    /// The unfilled track's image now: the normal state's.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[UIControl.State.normal.rawValue] }

    @MainActor package func swiftUIDrawing() -> AnyView {
        var undrawn: [String] = []
        if maximumTrackTintColor != nil { undrawn.append("maximumTrackTintColor") }
        if thumbTintColor != nil { undrawn.append("thumbTintColor") }
        if !thumbImages.isEmpty { undrawn.append("thumb images") }
        if !minimumTrackImages.isEmpty || !maximumTrackImages.isEmpty { undrawn.append("track images") }
        if !undrawn.isEmpty {
            RuntimeWarning.emit("UISlider: \(undrawn.joined(separator: ", ")) not drawn: the slider is drawn as SwiftUI's Slider with the default thumb and track")
        }
        let low = Double(minimumValue), high = max(Double(maximumValue), low)
        let selection = Binding.constant(min(max(Double(storedValue), low), high))
        let tint = minimumTrackTintColor.map { Color(uiColor: $0) } ?? swiftUITint
        guard minimumValueImage != nil || maximumValueImage != nil else {
            return AnyView(Slider(value: selection, in: low...high).tint(tint))
        }
        let (minimumImage, maximumImage) = (minimumValueImage, maximumValueImage)
        return AnyView(Slider(value: selection, in: low...high, label: { EmptyView() },
                              minimumValueLabel: { if let minimumImage { Image(uiImage: minimumImage) } },
                              maximumValueLabel: { if let maximumImage { Image(uiImage: maximumImage) } }).tint(tint))
    }
}
