import Backplate

/// The social card: a diagonal gradient with soft circles, a brand row, the title large and
/// bold and the subtitle below it; colours follow the colour scheme.
struct SocialCard: View {
    var title: String
    var subtitle: String
    @Environment(\.colorScheme) private var colorScheme

    private var dark: Bool { colorScheme == .dark }

    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: dark ? [Color(red: 0.07, green: 0.09, blue: 0.16), Color(red: 0.16, green: 0.11, blue: 0.30)]
                                        : [Color(red: 0.93, green: 0.95, blue: 1.0), Color(red: 0.84, green: 0.88, blue: 1.0)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle()
                .fill(Color.indigo.opacity(dark ? 0.35 : 0.18))
                .frame(width: 560, height: 560)
                .offset(x: 820, y: -220)
            Circle()
                .fill(Color.pink.opacity(dark ? 0.25 : 0.14))
                .frame(width: 300, height: 300)
                .offset(x: 1000, y: 420)
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 14) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 44, height: 44)
                    Text("backplate")
                        .font(.system(size: 30, weight: .semibold))
                        .foregroundStyle(dark ? Color.white.opacity(0.85) : Color.black.opacity(0.75))
                }
                Spacer(minLength: 24)
                Text(title)
                    .font(.system(size: 76, weight: .bold))
                    .foregroundStyle(dark ? Color.white : Color(red: 0.08, green: 0.09, blue: 0.15))
                    .lineLimit(3)
                    .minimumScaleFactor(0.5)
                Text(subtitle)
                    .font(.system(size: 36))
                    .foregroundStyle(dark ? Color.white.opacity(0.7) : Color.black.opacity(0.6))
                    .lineLimit(2)
                    .padding(.top, 20)
            }
            .padding(72)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .clipped()
    }
}

/// The badge: a grey label and a coloured value in one rounded shape, as tall as a line of
/// 15-point text; the value is green for passing words, red for failing ones, blue otherwise.
struct StatusBadge: View {
    var label: String
    var value: String
    @Environment(\.colorScheme) private var colorScheme

    private var valueColor: Color {
        switch value.lowercased() {
        case "passing", "ok", "success", "up", "green": return Color(red: 0.20, green: 0.66, blue: 0.33)
        case "failing", "failed", "error", "down", "red": return Color(red: 0.86, green: 0.24, blue: 0.21)
        default: return Color(red: 0.03, green: 0.46, blue: 0.84)
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            Text(label)
                .padding(.horizontal, 10)
                .frame(height: 28)
                .background(colorScheme == .dark ? Color(white: 0.22) : Color(white: 0.33))
            Text(value)
                .fontWeight(.semibold)
                .padding(.horizontal, 10)
                .frame(height: 28)
                .background(valueColor)
        }
        .font(.system(size: 15))
        .foregroundStyle(.white)
        .lineLimit(1)
        .clipShape(RoundedRectangle(cornerRadius: 6))
    }
}

/// The quote card: a large quotation mark, the quote in a serif face and the attribution
/// under a short rule, on a warm paper colour (a deep ink colour in dark mode).
struct QuoteCard: View {
    var quote: String
    var attribution: String
    @Environment(\.colorScheme) private var colorScheme

    private var dark: Bool { colorScheme == .dark }
    private var ink: Color { dark ? Color(red: 0.96, green: 0.93, blue: 0.86) : Color(red: 0.16, green: 0.13, blue: 0.10) }

    var body: some View {
        VStack(alignment: .leading, spacing: 36) {
            Text("\u{201C}")
                .font(.system(size: 220, weight: .bold, design: .serif))
                .foregroundStyle(Color.orange)
                .frame(height: 140, alignment: .top)
            Text(quote)
                .font(.system(size: 64, weight: .medium, design: .serif))
                .foregroundStyle(ink)
                .lineLimit(8)
                .minimumScaleFactor(0.4)
            Rectangle().fill(Color.orange).frame(width: 96, height: 6)
            Text(attribution)
                .font(.system(size: 36, weight: .semibold))
                .foregroundStyle(ink.opacity(0.7))
                .lineLimit(2)
        }
        .padding(96)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(dark ? Color(red: 0.11, green: 0.10, blue: 0.12) : Color(red: 0.99, green: 0.96, blue: 0.90))
    }
}
