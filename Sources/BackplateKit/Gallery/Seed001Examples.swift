import Foundation
import Backplate

/// Seed 001: regular and environment modifiers.
enum Seed001Examples {
    static var all: [GalleryExample] {
        [
            GalleryExample("seed001-rainbow", title: "RainbowBackground",
                           summary: "Six nested padding/background pairs: purple innermost, red outermost, 16 points each.") {
                Text("Rainbow!").rainbow()
            },
            GalleryExample("seed001-accent-color", title: "accentColor flows down, overridden deeper",
                           summary: "The slider's fill is blue (overridden), the button title red (inherited); OutlinedRect fills with the accent colour and borders with the secondary accent; a yellow background behind the padded stack.",
                           proposedSize: ProposedViewSize(width: 393, height: nil)) {
                VStack(spacing: 10) {
                    Slider(value: .constant(0.5))
                        .border(Color.black)
                        .accentColor(.blue)

                    Button("Tap Me") {}
                        .border(Color.black)

                    OutlinedRect()
                        .frame(width: 300, height: 100)
                }
                .padding()
                .accentColor(.red)
                .background(Color.yellow)
                .secondaryAccentColor(.blue)
            },
            GalleryExample("seed001-group-modifier", title: "Group applies modifiers to each child",
                           summary: "Each label gets its own red background; the container gets none.") {
                VStack {
                    Group {
                        Text("Label 1")
                        Text("Label 2")
                        Text("Label 3")
                    }
                    .background(Color.red)
                }
                .padding()
            },
        ]
    }
}
