import Backplate

// A shared grocery list: an "add item" field drawn by the app's own text field style, a
// quantity control group in the app's own style, rows whose checkmark toggles hide their
// labels, a tinted row separator, items already bought that cannot be selected, and a
// tap-only primitive button style on the share button in an editor-role toolbar, beside a sort
// menu in fixed order with no indicator; the quantity buttons repeat while held.

struct PantryFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.vertical, 10)
            .padding(.horizontal, 14)
            .background(Color(.secondarySystemBackground), in: Capsule())
            .overlay(Capsule().stroke(Color.green.opacity(0.6), lineWidth: 1))
    }
}

struct PantryStepperGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.content
                .frame(width: 36, height: 30)
        }
        .background(Color.green.opacity(0.15), in: Capsule())
        .foregroundStyle(.green)
    }
}

struct PantryTapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Color.green, in: Capsule())
            .foregroundStyle(.white)
            .onTapGesture { configuration.trigger() }
    }
}

struct PantryItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var quantity: Int
    var bought: Bool
}

struct PantryItemRow: View {
    @Binding var item: PantryItem

    var body: some View {
        HStack(spacing: 12) {
            Toggle("Bought", isOn: $item.bought)
                .labelsHidden()
            Text(item.name)
                .strikethrough(item.bought)
                .foregroundStyle(item.bought ? .secondary : .primary)
            Spacer()
            ControlGroup {
                Button { item.quantity -= 1 } label: { Image(systemName: "minus") }
                Text("\(item.quantity)").monospacedDigit()
                Button { item.quantity += 1 } label: { Image(systemName: "plus") }
            }
            .controlGroupStyle(PantryStepperGroupStyle())
            .buttonRepeatBehavior(.enabled)
        }
    }
}

struct PantryListView: View {
    @State private var newItem = ""
    @State private var selection: Set<Int> = []
    @State private var items = [
        PantryItem(id: 1, name: "Oat milk", quantity: 2, bought: false),
        PantryItem(id: 2, name: "Sourdough", quantity: 1, bought: true),
        PantryItem(id: 3, name: "Clementines", quantity: 6, bought: false),
    ]

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    TextField("Add an item", text: $newItem)
                        .textFieldStyle(PantryFieldStyle())
                        .listRowSeparator(.hidden)
                }
                Section("Saturday shop") {
                    ForEach($items) { $item in
                        PantryItemRow(item: $item)
                            .selectionDisabled(item.bought)
                            .listRowSeparatorTint(.green)
                    }
                }
            }
            .listStyle(.plain)
            .scrollIndicatorsFlash(onAppear: true)
            .navigationTitle("Groceries")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarRole(.editor)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Button("By aisle") {}
                        Button("By name") {}
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                    .menuOrder(.fixed)
                    .menuIndicator(.hidden)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share") {}
                        .buttonStyle(PantryTapOnlyButtonStyle())
                        .hoverEffect(.lift)
                }
            }
        }
    }
}

#Preview {
    PantryListView()
}
