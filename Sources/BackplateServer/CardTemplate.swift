import Backplate

/// A card the server can render: a view compiled into the server, filled in from a request's
/// title and subtitle.
package enum CardTemplate: String, CaseIterable, Sendable {
    /// A 1200 × 630 point link-preview card (Open Graph, X, LinkedIn).
    case social
    /// A two-part label/value badge sized to its text, like a CI status badge.
    case badge
    /// A 1080 × 1080 point square quote card with its attribution.
    case quote

    /// The canvas size when the request names none; `nil`: the view's own ideal size.
    package var defaultSize: CGSize? {
        switch self {
        case .social: return CGSize(width: 1200, height: 630)
        case .badge: return nil
        case .quote: return CGSize(width: 1080, height: 1080)
        }
    }

    /// Whether `width` and `height` may change the canvas (a badge is as wide as its text).
    package var isResizable: Bool { defaultSize != nil }

    /// The text shown when the request gives none.
    package var defaultTitle: String {
        switch self {
        case .social: return "Rendered by Backplate"
        case .badge: return "build"
        case .quote: return "Simplicity is prerequisite for reliability."
        }
    }

    /// The second text shown when the request gives none.
    package var defaultSubtitle: String {
        switch self {
        case .social: return "SwiftUI views laid out and drawn on Linux"
        case .badge: return "passing"
        case .quote: return "Edsger W. Dijkstra"
        }
    }

    /// The view for a request, sized to `size` when the template is resizable.
    @MainActor package func view(title: String, subtitle: String, size: CGSize?) -> AnyView {
        switch self {
        case .social:
            let s = size ?? CGSize(width: 1200, height: 630)
            return AnyView(SocialCard(title: title, subtitle: subtitle).frame(width: s.width, height: s.height))
        case .badge:
            return AnyView(StatusBadge(label: title, value: subtitle))
        case .quote:
            let s = size ?? CGSize(width: 1080, height: 1080)
            return AnyView(QuoteCard(quote: title, attribution: subtitle).frame(width: s.width, height: s.height))
        }
    }
}
