import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls hide their labels (set by `labelsHidden()`).
    var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of any controls contained within this view: toggles, steppers,
    /// pickers, date and colour pickers and labeled content then draw only their control, sized
    /// to fit instead of filling the row. A text field's placeholder is not its label and stays.
    public func labelsHidden() -> some View {
        environment(\._labelsHidden, true)
    }

    /// Shows or hides the labels of controls in this view (iOS 18): `.hidden` acts as
    /// `labelsHidden()`, `.visible` shows labels an enclosing `labelsHidden()` hid, and
    /// `.automatic` leaves the choice to the enclosing views.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            switch visibility {
            case .hidden: env._labelsHidden = true
            case .visible: env._labelsHidden = false
            case .automatic: break
            }
        })
    }
}

/// A control's label, or nothing when labels are hidden; with a flexible space after it when
/// shown, so the control sits at the trailing edge of a full-width row.
nonisolated struct _RowLabel<L: View>: View {
    let label: L
    var minSpacer: CGFloat? = nil
    @Environment(\._labelsHidden) private var hidden
    var body: some View {
        if !hidden {
            label
            Spacer(minLength: minSpacer)
        }
    }
}

