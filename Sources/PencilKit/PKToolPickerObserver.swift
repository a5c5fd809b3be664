import Foundation

/// What a tool picker tells its observers when its tool, ruler, visibility or obscured area
/// changes (iOS 13+). Every method is optional. Code setting `selectedTool` or `isRulerActive`
/// notifies observers at once; nothing else changes in a render.
@MainActor @preconcurrency
public protocol PKToolPickerObserver: NSObjectProtocol {
    /// The selected tool changed.
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    /// The ruler was shown or hidden.
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
    /// The picker appeared or disappeared (never, in a render: it never appears).
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    /// The area the picker covers changed (never, in a render).
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    /// Does nothing.
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}
