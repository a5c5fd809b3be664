import Foundation

/// The current phase of an asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded (always the case in a still render).
    case empty
    /// An image loaded successfully.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image.
///
/// A still render never loads: it shows the placeholder phase. The default placeholder is a
/// grey fill taking the available space (Apple: "a standard placeholder that fills the
/// available space"; drawn in systemGray5, 229,229,234 / 44,44,46, as an approximation of
/// iOS's grey); a custom placeholder shows as given; the phase form gets `.empty`.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The placeholder phase.
    public var body: some View { content }
}

/// The default placeholder of `AsyncImage`.
nonisolated public struct _AsyncImageDefaultPlaceholder: View {
    @Environment(\.colorScheme) private var colorScheme
    /// A grey fill.
    public var body: some View {
        NamedSystemColor.systemGray5.color(dark: colorScheme == .dark)
    }
}

extension AsyncImage where Content == _AsyncImageDefaultPlaceholder {
    /// Loads and displays an image from the URL (the default placeholder in a still render).
    public init(url: URL?, scale: CGFloat = 1) {
        content = _AsyncImageDefaultPlaceholder()
    }
}

extension AsyncImage {
    /// Loads an image, displaying `placeholder` until it loads (always, in a still render).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// Loads an image, building the view for each phase (`.empty` in a still render).
    public init(url: URL?, scale: CGFloat = 1,
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}
