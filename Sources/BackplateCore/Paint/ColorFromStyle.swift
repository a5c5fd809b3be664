import Foundation

extension Color {
    /// A colour standing for `color`, a shape style that resolves to a colour (iOS 17): it
    /// resolves the style in the environment it is drawn in, so a custom style that picks its
    /// colour by colour scheme draws that scheme's colour. `Color(someColor)` is that colour.
    public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
        if let plain = color as? Color {
            self = plain
        } else {
            self.init(provider: .style(ColorStyleSource(color)))
        }
    }
}

/// A shape style a colour resolves when drawn, compared and hashed by its value.
struct ColorStyleSource: Hashable, Sendable, CustomStringConvertible {
    private let style: any ColorResolvingStyle

    init<T: Hashable & ShapeStyle>(_ style: T) where T.Resolved == Color.Resolved {
        self.style = ResolvingStyle(style: style)
    }

    /// The style's colour in `environment`.
    func rgba(in environment: EnvironmentValues) -> RGBAColor { style.rgba(in: environment) }

    static func == (a: ColorStyleSource, b: ColorStyleSource) -> Bool { a.style.isEqual(to: b.style) }
    func hash(into hasher: inout Hasher) { style.hash(into: &hasher) }
    var description: String { "\(type(of: style))" }
}

private protocol ColorResolvingStyle: Sendable {
    func rgba(in environment: EnvironmentValues) -> RGBAColor
    func isEqual(to other: any ColorResolvingStyle) -> Bool
    func hash(into hasher: inout Hasher)
}

private struct ResolvingStyle<T: Hashable & ShapeStyle>: ColorResolvingStyle where T.Resolved == Color.Resolved {
    let style: T
    func rgba(in environment: EnvironmentValues) -> RGBAColor { style.resolve(in: environment).rgba }
    func isEqual(to other: any ColorResolvingStyle) -> Bool { (other as? ResolvingStyle<T>)?.style == style }
    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
