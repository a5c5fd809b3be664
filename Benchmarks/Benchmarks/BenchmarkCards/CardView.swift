import Backplate

/// The card of /work/shared/bench/card_c.c, written as a SwiftUI view: a 135° indigo-to-pink
/// gradient, a 1000×400 white card (corner radius 40, 1 pt slate border, soft shadow) at
/// (100, 115), a 64 pt bold title and a 28 pt subtitle 16 pt below it. The defaults are the C
/// program's texts; the throughput probe passes different ones per card (a server renders a
/// different card per request).
public func benchCard(title: String = "Render SwiftUI on Linux",
                      subtitle: String = "Gradients, shadows and text — headless to PNG, SVG and PDF") -> some View {
    func hex(_ v: Int) -> Color {
        Color(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
    }
    return ZStack(alignment: .topLeading) {
        LinearGradient(colors: [hex(0x6366F1), hex(0xEC4899)], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading, spacing: 16) {
            Text(title).font(.system(size: 64, weight: .bold)).foregroundStyle(hex(0x0F172A))
            Text(subtitle).font(.system(size: 28)).foregroundStyle(hex(0x475569))
        }
        .padding(.horizontal, 64)
        .padding(.top, 80)
        .frame(width: 1000, height: 400, alignment: .topLeading)
        .background {
            RoundedRectangle(cornerRadius: 40).fill(.white)
                .overlay(RoundedRectangle(cornerRadius: 40).stroke(hex(0xCBD5E1), lineWidth: 1).padding(0.5))
        }
        .shadow(color: hex(0x0F172A).opacity(0.35), radius: 20, y: 20)
        .offset(x: 100, y: 115)
    }
    .frame(width: 1200, height: 630)
}
