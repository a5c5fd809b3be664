import Backplate

// Till, a shop's checkout: a grouped Form (`.formStyle(.grouped)`) with a product row, a
// quantity `Stepper`, a segmented delivery `Picker`, a compact `DatePicker` limited to future
// days, a gift-wrap `Toggle` that reveals a message field, `LabeledContent` totals formatted
// as currency with `format: .currency(code:)`, a section footer, and a pay button pinned in
// `.safeAreaInset(edge: .bottom)` over a material bar.

enum TillDelivery: String, CaseIterable, Identifiable {
    case standard = "Standard", express = "Express", pickup = "Pick-up"
    var id: Self { self }

    var price: Decimal {
        switch self {
        case .standard: return 4.90
        case .express: return 9.90
        case .pickup: return 0
        }
    }
}

struct TillProduct {
    var name = "Linen Throw"
    var variant = "Sage · 130 × 170 cm"
    var price: Decimal = 59.00
    var color = Color(red: 0.56, green: 0.66, blue: 0.55)
}

struct TillCheckoutScreen: View {
    var product = TillProduct()
    @State private var quantity = 2
    @State private var delivery: TillDelivery = .express
    @State private var deliveryDate = Date(timeIntervalSince1970: 1_718_611_200) // 17 June 2024
    @State private var isGift = true
    @State private var giftMessage = ""
    @State private var savesCard = false

    private var subtotal: Decimal { product.price * Decimal(quantity) }
    private var total: Decimal { subtotal + delivery.price }
    private let earliest = Date(timeIntervalSince1970: 1_718_438_400) // 15 June 2024

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 8, style: .continuous)
                            .fill(product.color.gradient)
                            .frame(width: 56, height: 56)
                            .overlay {
                                Image(systemName: "bed.double.fill")
                                    .foregroundStyle(.white)
                            }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(product.name)
                                .font(.headline)
                            Text(product.variant)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(product.price, format: .currency(code: "EUR"))
                            .font(.subheadline.weight(.medium))
                    }
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                }

                Section("Delivery") {
                    Picker("Delivery", selection: $delivery) {
                        ForEach(TillDelivery.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())

                    DatePicker("Arrives", selection: $deliveryDate, in: earliest..., displayedComponents: .date)
                    Toggle("Gift wrap", isOn: $isGift.animation())
                    if isGift {
                        TextField("Gift message", text: $giftMessage, axis: .vertical)
                            .lineLimit(2...4)
                    }
                }

                Section {
                    LabeledContent("Subtotal") {
                        Text(subtotal, format: .currency(code: "EUR"))
                    }
                    LabeledContent("Delivery") {
                        if delivery.price == 0 {
                            Text("Free")
                        } else {
                            Text(delivery.price, format: .currency(code: "EUR"))
                        }
                    }
                    LabeledContent {
                        Text(total, format: .currency(code: "EUR"))
                            .font(.headline)
                    } label: {
                        Text("Total")
                            .font(.headline)
                    }
                } footer: {
                    Text("Prices include VAT. Free returns within 30 days.")
                }

                Section {
                    Toggle("Save card for next time", isOn: $savesCard)
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Label {
                        Text("Pay \(total, format: .currency(code: "EUR"))")
                    } icon: {
                        Image(systemName: "lock.fill")
                    }
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
        }
        .tint(.teal)
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
    }
}

#Preview("Checkout") {
    TillCheckoutScreen()
}

#Preview("Dark") {
    TillCheckoutScreen()
        .preferredColorScheme(.dark)
}
