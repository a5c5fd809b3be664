import BackplateCore
import Foundation

/// The Add to Apple Wallet button (SwiftUI, with `import PassKit`): the SwiftUI counterpart of
/// `PKAddPassButton`.
///
/// Drawn as a simplified badge, with a warning that it is less than Apple's artwork: a black
/// rounded rectangle filling the offered size (at least 110 × 35 pt, the proportions of Apple's
/// badge artwork: an estimate), a drawn Wallet glyph (a pocket with four coloured cards) and
/// "Add to" over "Apple Wallet" in white in the system font; `.blackOutline` adds a light grey
/// 1 pt outline. Corner radius (16% of the height, at most 8 pt) and type sizes are estimates;
/// the glyph and text keep the artwork's proportions inside a larger frame. VoiceOver
/// reads one button, "Add to Apple Wallet". A render's device has Wallet, so `fallback` is
/// never shown; a still render is never tapped, so `onCompletion` is never called.
nonisolated public struct AddPassToWalletButton<Fallback: View>: View {
    let fallback: Fallback
    @Environment(\.addPassToWalletButtonStyle) private var style

    /// A button that offers to add `passes` to Wallet and tells `onCompletion` whether they
    /// were added, showing `fallback` where the device can't add passes.
    nonisolated public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.fallback = fallback()
    }

    /// The badge (the fallback where the device can't add passes, never in a render).
    public var body: some View {
        if RenderWallet.canAddPasses {
            badge
        } else {
            fallback
        }
    }

    private var badge: some View {
        RuntimeWarning.emit("PassKit: AddPassToWalletButton draws a simplified Add to Apple Wallet badge (a drawn Wallet glyph and the system font), not Apple's artwork")
        let outlined = style == .blackOutline
        return GeometryReader { proxy in
            // The artwork keeps its proportions: sized by the height, or by the width when narrower.
            let height = min(proxy.size.height, proxy.size.width * 35 / 110)
            let shape = RoundedRectangle(cornerRadius: min(proxy.size.height, 50) * 0.16, style: .continuous)
            ZStack {
                shape.fill(Color.black)
                if outlined { shape.strokeBorder(Color(white: 0.65), lineWidth: 1) }
                HStack(spacing: height * 0.2) {
                    WalletGlyph()
                        .frame(width: height * 0.5, height: height * 0.42)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(verbatim: "Add to")
                            .font(.system(size: height * 0.24))
                        Text(verbatim: "Apple Wallet")
                            .font(.system(size: height * 0.34, weight: .medium))
                    }
                    .foregroundStyle(Color.white)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                }
                .padding(.horizontal, height * 0.2)
            }
        }
        .frame(minWidth: 110, maxWidth: .infinity, minHeight: 35, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: "Add to Apple Wallet"))
        .accessibilityAddTraits(.isButton)
    }
}

extension AddPassToWalletButton where Fallback == EmptyView {
    /// A button that offers to add `passes` to Wallet and tells `onCompletion` whether they were added.
    nonisolated public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) {
        self.init(passes, onCompletion: onCompletion, fallback: { EmptyView() })
    }

    /// A button that runs `action` when tapped (the app adds the pass itself); a still render
    /// is never tapped, so `action` never runs.
    nonisolated public init(action: @escaping () -> Void) {
        self.fallback = EmptyView()
    }
}

/// Wallet's glyph, simplified: a grey pocket holding four coloured cards.
private struct WalletGlyph: View {
    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width, height = proxy.size.height
            let colors = [Color(red: 0.24, green: 0.56, blue: 0.95), Color(red: 0.99, green: 0.76, blue: 0.18),
                          Color(red: 0.35, green: 0.78, blue: 0.40), Color(red: 0.96, green: 0.33, blue: 0.28)]
            ZStack {
                RoundedRectangle(cornerRadius: height * 0.16).fill(Color(white: 0.85))
                VStack(spacing: height * 0.04) {
                    ForEach(0..<4, id: \.self) { index in
                        RoundedRectangle(cornerRadius: height * 0.04)
                            .fill(colors[index])
                            .frame(height: height * 0.12)
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, width * 0.1)
                .padding(.top, height * 0.1)
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    RoundedRectangle(cornerRadius: height * 0.12)
                        .fill(Color(white: 0.55))
                        .frame(height: height * 0.38)
                }
            }
        }
    }
}

/// The colours of an `AddPassToWalletButton`.
public struct AddPassToWalletButtonStyle: Equatable, Sendable {
    private let outlined: Bool
    /// Black, for light backgrounds (the default).
    public static let black = AddPassToWalletButtonStyle(outlined: false)
    /// Black with a light outline, for dark backgrounds.
    public static let blackOutline = AddPassToWalletButtonStyle(outlined: true)
}

private struct AddPassToWalletButtonStyleKey: EnvironmentKey {
    static let defaultValue = AddPassToWalletButtonStyle.black
}

extension EnvironmentValues {
    var addPassToWalletButtonStyle: AddPassToWalletButtonStyle {
        get { self[AddPassToWalletButtonStyleKey.self] }
        set { self[AddPassToWalletButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the Add to Apple Wallet buttons inside this view (`.black` by default).
    public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View {
        environment(\.addPassToWalletButtonStyle, style)
    }
}
