import SwiftUI
import PassKit

// A 2026 ticketing app's checkout: the show, a quantity stepper and the order total in an
// inset-grouped form, then Apple's payment button under it. The app shows "Set Up Apple Pay"
// when the device has no card for its networks, as Apple's guidelines ask, and the plain
// button where Apple Pay cannot be used at all.

struct StubShow {
    let artist: String
    let venue: String
    let date: Date
    let price: Decimal
}

@Observable final class StubCheckoutModel {
    var quantity = 2
    let show: StubShow
    let networks: [PKPaymentNetwork] = [.visa, .masterCard, .amex]

    init(show: StubShow) { self.show = show }

    var total: Decimal { show.price * Decimal(quantity) }

    var request: PKPaymentRequest {
        let request = PKPaymentRequest()
        request.merchantIdentifier = "merchant.com.example.stub"
        request.countryCode = "US"
        request.currencyCode = "USD"
        request.supportedNetworks = networks
        request.merchantCapabilities = .threeDSecure
        request.paymentSummaryItems = [
            PKPaymentSummaryItem(label: "\(quantity) × \(show.artist)", amount: NSDecimalNumber(decimal: total)),
            PKPaymentSummaryItem(label: "Stub", amount: NSDecimalNumber(decimal: total)),
        ]
        return request
    }

    var hasCard: Bool { PKPaymentAuthorizationController.canMakePayments(usingNetworks: networks) }
}

struct StubCheckoutView: View {
    @State private var model = StubCheckoutModel(show: StubShow(artist: "Night Ferry", venue: "Harbor Hall",
                                                               date: Date(timeIntervalSince1970: 1_798_000_000), price: 48))

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Form {
                    Section("Show") {
                        LabeledContent("Artist", value: model.show.artist)
                        LabeledContent("Venue", value: model.show.venue)
                    }
                    Section {
                        Stepper("Tickets: \(model.quantity)", value: $model.quantity, in: 1...8)
                        LabeledContent("Total") {
                            Text(model.total, format: .currency(code: "USD"))
                                .fontWeight(.semibold)
                        }
                    }
                }
                PayWithApplePayButton(model.hasCard ? .buy : .setUp) {
                    // Presents PKPaymentAuthorizationController with model.request.
                }
                .frame(height: 50)
                .padding(.horizontal, 20)
                .padding(.bottom, 12)
            }
            .navigationTitle("Checkout")
        }
    }
}

#Preview("Checkout") {
    StubCheckoutView()
}
