import Foundation
import BackplateCore

/// UIKit's description of a cell's content (a stand-in): it makes the content view and
/// returns a copy of itself updated for a state.
public protocol UIContentConfiguration {
    /// A new view showing this content (on the main actor, as UIKit's).
    @MainActor @preconcurrency func makeContentView() -> UIView & UIContentView
    /// A copy of this configuration for `state` (selected, highlighted...).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (a stand-in), main-actor isolated as UIKit's.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: UIContentConfiguration { get set }
}

/// The state a configuration is updated for (a stand-in): the traits of the view it is in.
public protocol UIConfigurationState {
    /// The traits of the view the configuration is for.
    var traitCollection: UITraitCollection { get set }
}
