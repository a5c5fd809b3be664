// Seed 001, verbatim (with `import Backplate`). The article redefines `ContentView` several
// times; each version is numbered here so they can live in one module.
import Backplate

struct RainbowBackground: ViewModifier {
	func body(content: Content) -> some View {
		content
            .padding()
            .background(Color.purple)
            .padding()
            .background(Color.blue)
            .padding()
            .background(Color.green)
            .padding()
            .background(Color.yellow)
            .padding()
            .background(Color.orange)
            .padding()
            .background(Color.red)
	}
}

extension View {
	func rainbow() -> some View {
		self.modifier(RainbowBackground())
	}
}

struct ContentView1: View {
	var body: some View {
		VStack(spacing: 10) {
			// Binding.constant(_:) is super convenient for creating previews
			Slider(value: .constant(0.5))

            Button("Tap Me") {}
		}
		.padding()
		.accentColor(.red)
	}
}

struct ContentView2: View {
	var body: some View {
		VStack(spacing: 10) {
			Slider(value: .constant(0.5))
				.border(Color.black)

            Button("Tap Me") {}
				.border(Color.black)
		}
		.padding()
		.accentColor(.red)
		.background(Color.yellow)
	}
}

struct ContentView3: View {
	var body: some View {
		VStack(spacing: 10) {
			Slider(value: .constant(0.5))
				.border(Color.black)
				.accentColor(.blue)

            Button("Tap Me") {}
				.border(Color.black)
		}
		.padding()
		.accentColor(.red)
		.background(Color.yellow)
	}
}

struct ContentView4: View {
	var body: some View {
		VStack {
			Text("Label 1")
				.accentColor(.blue)
			Text("Label 2")
				.accentColor(.blue)
			Text("Label 3")
				.accentColor(.blue)
		}
	}
}

struct SecondaryAccentColorKey: EnvironmentKey {
    static var defaultValue: Color? = nil
}

extension EnvironmentValues {
    var secondaryAccentColor: Color? {
        get { self[SecondaryAccentColorKey.self] }
        set { self[SecondaryAccentColorKey.self] = newValue }
    }
}

extension View {
    func secondaryAccentColor(_ color: Color?) -> some View {
        self.environment(\.secondaryAccentColor, color)
    }
}

struct OutlinedRect: View {
    @Environment(\.secondaryAccentColor) var secondaryAccentColor

    var body: some View {
        Rectangle()
            // accentColor is marked internal. Apple created a special case for it on the Color type
            .fill(Color.accentColor)
            .border(secondaryAccentColor ?? .clear, width: 10)
    }
}

struct ContentView5: View {
	var body: some View {
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
	}
}
