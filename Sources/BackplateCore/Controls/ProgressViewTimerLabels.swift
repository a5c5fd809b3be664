import Foundation

extension ProgressView {
    /// A progress view for a date interval with a label and a current-value label of its own
    /// (iOS 16): the bar shows the fraction at the moment the render shows (draining when
    /// `countsDown`), the environment's `renderDate` when set, else the real clock.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }
}
