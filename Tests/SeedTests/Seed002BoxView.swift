// Seed 002, verbatim (with `import Backplate`). `Constants` and the font helper come from the
// author's own component kit, which the article does not show; minimal versions follow.
import Backplate

enum Constants {
    static let cornerRadius: CGFloat = 24
}

enum FontType: String { case montserrat = "Montserrat" }

extension View {
    func font(type: FontType, weight: Font.Weight, style: Font.TextStyle) -> some View {
        font(.custom(type.rawValue, size: 12, relativeTo: style).weight(weight))
    }
}

extension Font.TextStyle {
    static var caption1: Font.TextStyle { .caption }
}

public enum BoxHeaderType: String {
    case target
    case yours
}

public struct BoxView<Content: View, Fill: ShapeStyle>: View {
    let header: BoxHeaderType
    let fill: Fill
    let content: Content

    public init(_ header: BoxHeaderType, _ fill: Fill, @ViewBuilder content: () -> Content) {
        self.header = header
        self.fill = fill
        self.content = content()
    }

    public var body: some View {
        ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: Constants.cornerRadius)
                .fill(fill)
                .overlay(RoundedRectangle(cornerRadius: Constants.cornerRadius)
                            .stroke(Color.primary.opacity(0.1)))

            VStack {
                Text(header.rawValue.uppercased())
                    .foregroundColor(.white)
                    .kerning(1.0)
                    .font(type: .montserrat, weight: .regular, style: .caption1)
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: Constants.cornerRadius / 2)
                                    .foregroundColor(Color.black.opacity(0.2)))
                    .padding(8)
                    .accessibility(addTraits: .isHeader)

                content
            }
        }
    }
}

struct GradientBoxes: View {
    let targetGradient = Gradient(colors: [.red, .blue])
    let userGradient = Gradient(colors: [.green, .yellow])

    var body: some View {
        HStack {
            BoxView(.target, gradient(with: targetGradient)) {
                Text("R 255")
            }

            BoxView(.yours, gradient(with: userGradient)) {
                Text("G 128")
            }
        }
    }

    private func gradient(with gradient: Gradient) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
    }
}
