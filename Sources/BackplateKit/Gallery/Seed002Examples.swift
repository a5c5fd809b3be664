import Foundation
import Backplate

/// Seed 002: BoxView over colours and gradients.
enum Seed002Examples {
    static var all: [GalleryExample] {
        [
            GalleryExample("seed002-boxview", title: "BoxView over any ShapeStyle",
                           summary: "Rounded boxes filled with a colour, a linear, a radial, an elliptical and an angular gradient; a faint outline; a MONTSERRAT header pill with 1 pt kerning.") {
                let gradient = Gradient(colors: [Color(red: 0.95, green: 0.35, blue: 0.3), Color(red: 0.3, green: 0.4, blue: 0.95)])
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        BoxView(.target, Color(red: 0.2, green: 0.6, blue: 0.5)) {
                            Text("R 51  G 153  B 128").foregroundStyle(.white)
                        }
                        BoxView(.yours, LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)) {
                            Text("Linear").foregroundStyle(.white)
                        }
                    }
                    HStack(spacing: 16) {
                        BoxView(.target, RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 120)) {
                            Text("Radial").foregroundStyle(.white)
                        }
                        BoxView(.yours, EllipticalGradient(gradient: gradient)) {
                            Text("Elliptical").foregroundStyle(.white)
                        }
                        BoxView(.target, AngularGradient(gradient: gradient, center: .center)) {
                            Text("Angular").foregroundStyle(.white)
                        }
                    }
                }
                .frame(width: 560, height: 440)
                .padding()
            },
        ]
    }
}
