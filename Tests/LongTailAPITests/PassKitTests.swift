import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import PassKit

/// A payment controller's delegate as checkout code writes one: it records what it is told.
final class PaymentSheetRecorder: NSObject, PKPaymentAuthorizationControllerDelegate {
    private(set) var finished = 0
    private(set) var authorized = 0

    func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
        finished += 1
        controller.dismiss()
    }

    func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {
        authorized += 1
        completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
    }
}

/// A checkout request as shopping apps build one.
private func coffeeRequest() -> PKPaymentRequest {
    let request = PKPaymentRequest()
    request.merchantIdentifier = "merchant.com.example.coffee"
    request.countryCode = "US"
    request.currencyCode = "USD"
    request.supportedNetworks = [.visa, .masterCard, .amex, .discover]
    request.merchantCapabilities = [.threeDSecure, .credit, .debit]
    let shipping = PKShippingMethod(label: "Courier", amount: NSDecimalNumber(string: "2.00"))
    shipping.identifier = "courier"
    shipping.detail = "Within the hour"
    request.shippingMethods = [shipping]
    request.shippingType = .delivery
    request.requiredShippingContactFields = [.postalAddress, .name, .phoneNumber]
    request.requiredBillingContactFields = [.postalAddress]
    request.paymentSummaryItems = [
        PKPaymentSummaryItem(label: "Flat white", amount: NSDecimalNumber(string: "4.50")),
        PKPaymentSummaryItem(label: "Courier", amount: NSDecimalNumber(string: "2.00"), type: .pending),
        PKPaymentSummaryItem(label: "Corner Coffee", amount: NSDecimalNumber(string: "6.50")),
    ]
    return request
}

/// PassKit as an Apple Pay-capable iPhone with an empty Wallet answers it: the device supports
/// Apple Pay but holds no card and no pass, no sheet is ever presented, and no pass file is
/// read; SwiftUI's Apple Pay and Add to Apple Wallet buttons are drawn.
@MainActor @Suite(.tags(.pixels)) struct PassKitTests {
    @Test func aNewRequestHoldsIOSDefaults() {
        let request = PKPaymentRequest()
        #expect(request.merchantIdentifier == "" && request.countryCode == "" && request.currencyCode == "")
        #expect(request.supportedNetworks.isEmpty && request.merchantCapabilities == [] && request.paymentSummaryItems.isEmpty)
        #expect(request.requiredShippingContactFields.isEmpty && request.requiredBillingContactFields.isEmpty)
        #expect(request.shippingMethods == nil && request.shippingType == .shipping && request.shippingContactEditingMode == .available)
        #expect(!request.supportsCouponCode && request.couponCode == nil && request.applicationData == nil && request.supportedCountries == nil)
        #expect(request.billingContact == nil && request.shippingContact == nil && request.recurringPaymentRequest == nil)
    }

    @Test func aRequestKeepsWhatTheAppSets() {
        let request = coffeeRequest()
        #expect(request.merchantIdentifier == "merchant.com.example.coffee" && request.countryCode == "US" && request.currencyCode == "USD")
        #expect(request.supportedNetworks == [.visa, .masterCard, .amex, .discover])
        #expect(request.merchantCapabilities.contains(.threeDSecure) && !request.merchantCapabilities.contains(.emv))
        #expect(request.requiredShippingContactFields == [.postalAddress, .name, .phoneNumber] && request.shippingType == .delivery)
        #expect(request.paymentSummaryItems.map(\.label) == ["Flat white", "Courier", "Corner Coffee"])
        #expect(request.paymentSummaryItems.map(\.type) == [.final, .pending, .final])
        #expect(request.paymentSummaryItems.last?.amount.decimalValue == Decimal(string: "6.50"))
        let shipping = request.shippingMethods?.first
        #expect(shipping?.identifier == "courier" && shipping?.detail == "Within the hour" && shipping?.label == "Courier")
        #expect(shipping?.amount.decimalValue == Decimal(2) && shipping?.type == .final)
    }

    @Test func networksCapabilitiesAndCodesKeepApplesValues() {
        #expect(PKPaymentNetwork.visa.rawValue == "Visa" && PKPaymentNetwork.masterCard.rawValue == "MasterCard")
        #expect(PKPaymentNetwork.amex.rawValue == "AmEx" && PKPaymentNetwork.discover.rawValue == "Discover")
        #expect(PKPaymentNetwork(rawValue: "Visa") == .visa && PKPaymentNetwork("AmEx") == .amex)
        #expect(PKMerchantCapability.threeDSecure.rawValue == 1 && PKMerchantCapability.emv.rawValue == 2)
        #expect(PKMerchantCapability.credit.rawValue == 4 && PKMerchantCapability.debit.rawValue == 8)
        #expect(PKPaymentAuthorizationStatus.success.rawValue == 0 && PKPaymentAuthorizationStatus.failure.rawValue == 1)
        #expect(PKPaymentAuthorizationStatus.pinLockout.rawValue == 7 && PKPaymentSummaryItemType.pending.rawValue == 1)
        #expect(PKPaymentButtonType.plain.rawValue == 0 && PKPaymentButtonType.buy.rawValue == 1 && PKPaymentButtonType.continue.rawValue == 16)
        #expect(PKPaymentButtonStyle.white.rawValue == 0 && PKPaymentButtonStyle.black.rawValue == 2 && PKPaymentButtonStyle.automatic.rawValue == 3)
        #expect(PKShippingType.storePickup.rawValue == 2 && PKPassLibraryAddPassesStatus.didCancelAddPasses.rawValue == 2)
        #expect(PKPassKitError.Code.invalidDataError.rawValue == 1 && PKPaymentError.Code.couponCodeExpiredError.rawValue == 5)
    }

    @Test func anEmptyWalletSupportsApplePayButHoldsNoCard() {
        #expect(PKPaymentAuthorizationController.canMakePayments())
        #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa, .masterCard]))
        #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa], capabilities: .threeDSecure))
        #expect(PKPaymentAuthorizationViewController.canMakePayments())
        #expect(!PKPaymentAuthorizationViewController.canMakePayments(usingNetworks: PKPaymentRequest.availableNetworks()))
        #expect(PKPaymentRequest.availableNetworks() == [.amex, .discover, .masterCard, .visa])
        // No card of the request's networks: the sheet controller can't be made, as on iOS.
        let (controller, warnings) = RuntimeWarning.collecting { PKPaymentAuthorizationViewController(paymentRequest: coffeeRequest()) }
        #expect(controller == nil && warnings.contains { $0.contains("PKPaymentAuthorizationViewController") }, "\(warnings)")
    }

    @Test func presentingTheSheetReportsFalseAndNeverTellsTheDelegate() async {
        let controller = PKPaymentAuthorizationController(paymentRequest: coffeeRequest())
        let recorder = PaymentSheetRecorder()
        controller.delegate = recorder
        let presented = await withCheckedContinuation { done in
            controller.present { done.resume(returning: $0) }
        }
        #expect(presented == false)
        #expect(await controller.present() == false)
        await withCheckedContinuation { done in controller.dismiss { done.resume() } }
        await controller.dismiss()
        #expect(recorder.finished == 0 && recorder.authorized == 0 && controller.delegate === recorder)
        let (_, warnings) = RuntimeWarning.collecting { controller.present(completion: nil) }
        #expect(warnings.contains { $0.contains("present") && $0.contains("no payment sheet") }, "\(warnings)")
    }

    @Test func walletHoldsNoPassAndNoPassFileIsRead() async {
        #expect(PKPassLibrary.isPassLibraryAvailable() && PKAddPassesViewController.canAddPasses())
        let library = PKPassLibrary()
        #expect(library.passes().isEmpty && library.passes(of: .barcode).isEmpty && !library.containsPass(PKPass()))
        #expect(library.pass(withPassTypeIdentifier: "pass.com.example", serialNumber: "1") == nil)
        var thrown: PKPassKitError.Code?
        do {
            _ = try PKPass(data: Data("PK\u{3}\u{4}".utf8))
        } catch PKPassKitError.invalidDataError {
            thrown = .invalidDataError
        } catch {}
        #expect(thrown == .invalidDataError)
        let bridged = PKPassKitError(.invalidDataError) as NSError
        #expect(bridged.domain == "PKPassKitErrorDomain" && bridged.code == 1)
        #expect(await library.addPasses([PKPass()]) == .didCancelAddPasses)
        #expect(PKAddPassesViewController(passes: []) == nil && PKAddPassesViewController(pass: PKPass()) != nil)
    }

    @Test func paymentErrorsCarryTheirFieldsAndDescriptions() {
        let contact = PKPaymentRequest.paymentContactInvalidError(withContactField: .emailAddress, localizedDescription: "Check the email") as NSError
        #expect(contact.domain == PKPaymentErrorDomain && contact.code == 1 && contact.localizedDescription == "Check the email")
        #expect(contact.userInfo[PKPaymentErrorKey.contactFieldUserInfoKey.rawValue] as? String == PKContactField.emailAddress.rawValue)
        let address = PKPaymentRequest.paymentBillingAddressInvalidError(withKey: CNPostalAddressPostalCodeKey, localizedDescription: nil)
        #expect((address as? PKPaymentError)?.code == .billingContactInvalidError)
        #expect((address as NSError).userInfo[PKPaymentErrorKey.postalAddressUserInfoKey.rawValue] as? String == "postalCode")
        let coupon = PKPaymentRequest.paymentCouponCodeExpiredError(localizedDescription: "Expired")
        let update = PKPaymentRequestCouponCodeUpdate(errors: [coupon], paymentSummaryItems: [], shippingMethods: [])
        #expect(update.errors.count == 1 && update.status == .success && update.shippingMethods.isEmpty)
        let result = PKPaymentAuthorizationResult(status: .failure, errors: nil)
        #expect(result.errors.isEmpty && result.status == .failure)
    }

    @Test func thePayButtonIsBlackInLightAndWhiteInDark() throws {
        let screen = VStack { PayWithApplePayButton(.buy) {}.frame(height: 50) }.padding(24)
        let texts = phoneTexts(screen)
        let title = try #require(frame(texts, "Buy with"), "\(texts.map(\.0))")
        let mark = try #require(frame(texts, "Pay"), "\(texts.map(\.0))")
        // The call to action is 40% of the 50 pt height, followed by the Apple Pay mark.
        #expect(title.height > 18 && title.height < 30 && mark.minX > title.maxX, "\(title) \(mark)")
        #expect(title.minX > 24 + 40 && mark.maxX < 393 - 24 - 40, "\(title) \(mark)")
        let images = try renderPhoneLightAndDark(screen, name: "PayWithApplePay")
        let fill = (x: 30.0, y: title.midY)
        #expect(at(images.light, fill.x, fill.y) == [0, 0, 0], "\(at(images.light, fill.x, fill.y))")
        #expect(at(images.dark, fill.x, fill.y) == [255, 255, 255], "\(at(images.dark, fill.x, fill.y))")
        // Outside the button, the screen's own background.
        #expect(at(images.light, 12, fill.y) == [255, 255, 255] && at(images.dark, 12, fill.y) == [0, 0, 0])
        #expect(drawsColor(images.light, title, (255, 255, 255)) && drawsColor(images.light, mark, (255, 255, 255)))
        #expect(drawsColor(images.dark, mark, (0, 0, 0)))
    }

    @Test func theButtonFillsItsFrameAndTakesTheHIGMinimumUnconstrained() throws {
        let framed = try renderImage(PayWithApplePayButton(.checkout) {}.payWithApplePayButtonStyle(.black).frame(width: 300, height: 44), scale: 2)
        #expect(framed.width == 600 && framed.height == 88)
        #expect(close(framed.pixel(x: 20, y: 44), [0, 0, 0]) && framed.pixel(x: 20, y: 44).alpha == 255)
        #expect(close(framed.pixel(x: 580, y: 44), [0, 0, 0]) && framed.pixel(x: 0, y: 0).alpha < 128)
        let plain = try renderImage(PayWithApplePayButton {})
        #expect(plain.width == 100 && plain.height == 30)
        let buy = try renderImage(PayWithApplePayButton(.buy, request: coffeeRequest()) { _ in })
        #expect(buy.width == 140 && buy.height == 30)
        let elements = ImageRenderer(content: PayWithApplePayButton(.checkout) {}).layout().accessibilityElements
        #expect(elements.map(\.label) == ["Check out with Apple Pay"] && elements.allSatisfy { $0.traits.contains(.isButton) })
    }

    @Test func theWhiteOutlineStyleIsWhiteWithABlackEdge() throws {
        let button = PayWithApplePayButton(.donate, request: coffeeRequest(), onPaymentAuthorizationChange: { _ in }) {
            Text(verbatim: "Pay by card")
        }
        .payWithApplePayButtonStyle(.whiteOutline)
        .frame(width: 200, height: 44)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let image = try renderImage(ZStack { grey; button }.frame(width: 220, height: 64), scale: 2)
        #expect(close(image.pixel(x: 10, y: 64), [128, 128, 128]), "\(rgba(image, 10, 64))")
        #expect(close(image.pixel(x: 20, y: 64), [0, 0, 0]), "\(rgba(image, 20, 64))")
        #expect(close(image.pixel(x: 30, y: 64), [255, 255, 255]), "\(rgba(image, 30, 64))")
        // The device supports Apple Pay, so the fallback is not shown.
        let texts = phoneTexts(button)
        #expect(frame(texts, "Donate with") != nil && frame(texts, "Pay by card") == nil, "\(texts.map(\.0))")
    }

    @Test func theAddToWalletBadgeIsBlackWithWhiteTextAndWarns() throws {
        let badge = AddPassToWalletButton([PKPass()]) { _ in }.frame(width: 250, height: 50)
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(badge, scale: 2) }
        #expect(image.width == 500 && image.height == 100)
        #expect(close(image.pixel(x: 12, y: 50), [0, 0, 0]) && image.pixel(x: 12, y: 50).alpha == 255, "\(rgba(image, 12, 50))")
        #expect(warnings.contains { $0.contains("AddPassToWalletButton") }, "\(warnings)")
        let texts = phoneTexts(badge)
        let top = try #require(frame(texts, "Add to"), "\(texts.map(\.0))")
        let bottom = try #require(frame(texts, "Apple Wallet"), "\(texts.map(\.0))")
        #expect(top.maxY <= bottom.minY + 1 && abs(top.minX - bottom.minX) < 0.5, "\(top) \(bottom)")
        let screen = try renderPhoneLightAndDark(badge, name: "AddPassToWallet")
        #expect(drawsColor(screen.light, bottom, (255, 255, 255)))
        let unconstrained = try renderImage(AddPassToWalletButton([]) { _ in }.addPassToWalletButtonStyle(.blackOutline))
        #expect(unconstrained.width == 110 && unconstrained.height == 35)
    }

    @Test func uiKitButtonsKeepTheirProperties() {
        let pay = PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black)
        #expect(pay.cornerRadius == 4 && pay.isEnabled)
        pay.cornerRadius = 12
        #expect(pay.cornerRadius == 12)
        let setUp = PKPaymentButton(type: .setUp, style: .whiteOutline)
        #expect(setUp.cornerRadius == 4)
        let add = PKAddPassButton(addPassButtonStyle: .blackOutline)
        #expect(add.addPassButtonStyle == .blackOutline)
        add.addPassButtonStyle = .black
        #expect(add.addPassButtonStyle == .black)
    }
}
