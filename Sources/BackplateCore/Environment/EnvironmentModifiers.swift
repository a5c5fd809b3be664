import Foundation

/// Writes one environment value for the content.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func modify(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// Transforms the environment for the content.
nonisolated public struct _EnvironmentTransformModifier: ViewModifier, EnvironmentModifier {
    let transform: (inout EnvironmentValues) -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func modify(_ environment: inout EnvironmentValues) { transform(&environment) }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms an inherited environment value for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the foreground style of this view's descendants (text, shapes' default fill, symbols).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return modifier(_EnvironmentTransformModifier { $0.setForegroundStyles([s]) })
    }

    /// Sets the primary and secondary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        let s = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        return modifier(_EnvironmentTransformModifier { $0.setForegroundStyles(s) })
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        let s = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        return modifier(_EnvironmentTransformModifier { $0.setForegroundStyles(s) })
    }

    /// Sets the foreground colour (deprecated in SwiftUI); `nil` changes nothing.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            if let color { env.setForegroundStyles([AnyShapeStyle(color)]) }
        })
    }

    /// Sets the tint of controls and `.tint` in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let t = tint.map { AnyShapeStyle($0) }
        return modifier(_EnvironmentTransformModifier { $0.tint = t })
    }

    /// Sets the tint colour of controls and `.tint` in this view.
    public func tint(_ tint: Color?) -> some View {
        let t = tint.map { AnyShapeStyle($0) }
        return modifier(_EnvironmentTransformModifier { $0.tint = t })
    }

    /// Sets the accent colour of this view and its descendants (deprecated in SwiftUI).
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.accentColor = accentColor })
    }

    /// Sets the style `.background` resolves to in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return modifier(_EnvironmentTransformModifier { $0.backgroundStyle = s })
    }

    /// Asks the presentation for `colorScheme` (`nil`: no preference) through
    /// `PreferredColorSchemeKey`. A preview or snapshot drawn as a window whose scheme nothing
    /// chose takes it for the whole view and its background; otherwise (a plain
    /// `ImageRenderer`, a scheme asked for) the scheme applies to this view's subtree only.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            if let colorScheme { env.colorScheme = colorScheme }
        })
        .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
