import Testing
import Foundation
import SwiftUI
import StoreKit

/// A products request's delegate as apps write one: it records each callback in order.
final class StoreKitOriginalRequestRecorder: NSObject, SKProductsRequestDelegate {
    private(set) var events: [String] = []
    private(set) var responses: [SKProductsResponse] = []
    private(set) var errors: [Error] = []

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        events.append("response")
        responses.append(response)
    }

    func requestDidFinish(_ request: SKRequest) { events.append("finish") }

    func request(_ request: SKRequest, didFailWithError error: Error) {
        events.append("fail")
        errors.append(error)
    }
}

/// A transaction observer as apps write one: it records each transaction's state when told of
/// it, finishes the failed ones when asked to, and records removals and restores.
final class StoreKitOriginalObserver: NSObject, SKPaymentTransactionObserver {
    private(set) var states: [SKPaymentTransactionState] = []
    private(set) var updated: [SKPaymentTransaction] = []
    private(set) var removed: [SKPaymentTransaction] = []
    private(set) var restoresFinished = 0
    private(set) var restoreErrors: [Error] = []
    var finishesFailedTransactions = false

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            states.append(transaction.transactionState)
            updated.append(transaction)
            if finishesFailedTransactions && transaction.transactionState == .failed {
                queue.finishTransaction(transaction)
            }
        }
    }

    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {
        removed += transactions
    }

    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) { restoresFinished += 1 }

    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {
        restoreErrors.append(error)
    }
}

/// A product as app tests make one: a subclass overriding what it needs.
final class StoreKitOriginalProduct: SKProduct, @unchecked Sendable {
    override var productIdentifier: String { "com.example.coins" }
    override var localizedTitle: String { "100 Coins" }
    override var price: NSDecimalNumber { NSDecimalNumber(string: "0.99") }
}

/// Waits until the main queue ran what was queued on it before this call.
@MainActor private func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// The original In-App Purchase API as a device with no App Store account and no network
/// answers: products requests find nothing (every identifier invalid), payments fail with
/// `SKError.paymentCancelled` after `.purchasing`, restores finish with nothing, and every
/// callback comes later on the main queue; codes and states keep StoreKit's raw values.
@Suite struct StoreKitOriginalAPITests {
    @MainActor @Test func aProductsRequestAnswersWithNoProductsThenFinishesOnTheMainQueue() async {
        let recorder = StoreKitOriginalRequestRecorder()
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro", "com.example.coins"])
        request.delegate = recorder
        #expect(request.delegate === recorder)
        let (_, warnings) = RuntimeWarning.collecting { request.start() }
        #expect(warnings.contains { $0.contains("SKProductsRequest") }, "\(warnings)")
        #expect(recorder.events.isEmpty, "the answer comes later, never during start()")
        await drainMainQueue()
        #expect(recorder.events == ["response", "finish"])
        let response = recorder.responses.first
        #expect(response?.products.isEmpty == true)
        #expect(response?.invalidProductIdentifiers == ["com.example.coins", "com.example.pro"])
        await drainMainQueue()
        #expect(recorder.events.count == 2, "a request answers once per start")

        // A request cancelled before its answer tells its delegate nothing.
        let cancelled = StoreKitOriginalRequestRecorder()
        let other = SKProductsRequest(productIdentifiers: ["com.example.pro"])
        other.delegate = cancelled
        other.start()
        other.cancel()
        await drainMainQueue()
        #expect(cancelled.events.isEmpty)
    }

    @MainActor @Test func aReceiptRefreshFailsWithUnknownOnTheMainQueue() async {
        let recorder = StoreKitOriginalRequestRecorder()
        let request = SKReceiptRefreshRequest()
        request.delegate = recorder
        #expect(request.receiptProperties == nil)
        request.start()
        #expect(recorder.events.isEmpty)
        await drainMainQueue()
        #expect(recorder.events == ["fail"])
        #expect((recorder.errors.first as? SKError)?.code == .unknown)
        #expect(Bundle.main.appStoreReceiptURL == nil, "a render has no App Store receipt")
        let sandbox = SKReceiptRefreshRequest(receiptProperties: [SKReceiptPropertyIsExpired: true])
        #expect(sandbox.receiptProperties?[SKReceiptPropertyIsExpired] as? Bool == true)
    }

    @MainActor @Test func aPaymentIsPurchasingThenFailsWithPaymentCancelledUntilFinished() async {
        let queue = SKPaymentQueue()
        let observer = StoreKitOriginalObserver()
        queue.add(observer)
        queue.add(observer)
        #expect(queue.transactionObservers.count == 1 && queue.transactionObservers.first === observer)
        let payment = SKMutablePayment(product: StoreKitOriginalProduct())
        payment.quantity = 2
        let (_, warnings) = RuntimeWarning.collecting { queue.add(payment) }
        #expect(warnings.contains { $0.contains("SKPaymentQueue.add(_:)") && $0.contains("com.example.coins") }, "\(warnings)")
        #expect(observer.states.isEmpty, "observers are told later, on the main queue")
        #expect(queue.transactions.count == 1)

        // `.purchasing` and `.failed` come in two turns of the main queue; the observer records
        // each state as it is told of it.
        await drainMainQueue()
        await drainMainQueue()
        #expect(observer.states == [.purchasing, .failed])
        let transaction = try! #require(observer.updated.last)
        #expect(observer.updated.first === transaction, "one transaction, updated in place")
        #expect(transaction.payment.productIdentifier == "com.example.coins" && transaction.payment.quantity == 2)
        #expect(transaction.transactionIdentifier == nil && transaction.transactionDate == nil && transaction.original == nil)
        #expect((transaction.error as? SKError)?.code == .paymentCancelled)
        payment.quantity = 9
        #expect(transaction.payment.quantity == 2, "the queue keeps a copy of a mutable payment")
        let nsError = transaction.error as NSError?
        #expect(nsError?.domain == SKErrorDomain && nsError?.code == 2)
        #expect(queue.transactions.first === transaction, "a failed transaction stays until it is finished")

        queue.finishTransaction(transaction)
        #expect(queue.transactions.isEmpty)
        #expect(observer.removed.isEmpty)
        await drainMainQueue()
        #expect(observer.removed.count == 1 && observer.removed.first === transaction)
        #expect(observer.states.count == 2)
    }

    @MainActor @Test func anObserverAddedLaterHearsOfUnfinishedTransactions() async {
        let queue = SKPaymentQueue()
        let first = StoreKitOriginalObserver()
        queue.add(first)
        queue.add(SKPayment(product: StoreKitOriginalProduct()))
        await drainMainQueue()
        await drainMainQueue()
        #expect(first.states == [.purchasing, .failed])
        let late = StoreKitOriginalObserver()
        late.finishesFailedTransactions = true
        queue.add(late)
        await drainMainQueue()
        #expect(late.states == [.failed])
        #expect(queue.transactions.isEmpty, "the late observer finished it")
        await drainMainQueue()
        #expect(first.removed.count == 1 && late.removed.count == 1)
        queue.remove(late)
        #expect(queue.transactionObservers.count == 1)
    }

    @MainActor @Test func restoringFinishesWithNoTransactions() async {
        let queue = SKPaymentQueue()
        let observer = StoreKitOriginalObserver()
        queue.add(observer)
        let (_, warnings) = RuntimeWarning.collecting { queue.restoreCompletedTransactions() }
        #expect(warnings.contains { $0.contains("restoreCompletedTransactions()") }, "\(warnings)")
        #expect(observer.restoresFinished == 0)
        await drainMainQueue()
        #expect(observer.restoresFinished == 1 && observer.updated.isEmpty && observer.restoreErrors.isEmpty)
        queue.restoreCompletedTransactions(withApplicationUsername: "account-hash")
        await drainMainQueue()
        #expect(observer.restoresFinished == 2 && queue.transactions.isEmpty)
    }

    @Test func theQueueDoesNotRetainItsObserversAndCanPay() {
        let queue = SKPaymentQueue()
        do {
            let observer = StoreKitOriginalObserver()
            withExtendedLifetime(observer) {
                queue.add(observer)
                #expect(queue.transactionObservers.count == 1)
            }
        }
        #expect(queue.transactionObservers.isEmpty)
        #expect(SKPaymentQueue.canMakePayments())
        #expect(SKPaymentQueue.default() === SKPaymentQueue.default())
        #expect(queue.storefront == nil && queue.delegate == nil)
    }

    @Test func errorCodesHaveStoreKitsRawValues() {
        let codes: [SKError.Code] = [.unknown, .clientInvalid, .paymentCancelled, .paymentInvalid, .paymentNotAllowed,
                                     .storeProductNotAvailable, .cloudServicePermissionDenied, .cloudServiceNetworkConnectionFailed,
                                     .cloudServiceRevoked, .privacyAcknowledgementRequired, .unauthorizedRequestData,
                                     .invalidOfferIdentifier, .invalidSignature, .missingOfferParams, .invalidOfferPrice,
                                     .overlayCancelled, .overlayInvalidConfiguration, .overlayTimeout, .ineligibleForOffer,
                                     .unsupportedPlatform, .overlayPresentedInBackgroundScene, .paymentMethodBindingConfigurationRequired]
        #expect(codes.map(\.rawValue) == Array(0...21))
        #expect(SKErrorDomain == "SKErrorDomain" && SKError.errorDomain == SKErrorDomain)
        #expect(SKError.paymentCancelled == .paymentCancelled && SKError(.paymentNotAllowed).errorCode == 4)
        let bridged = SKError(_nsError: NSError(domain: SKErrorDomain, code: 5))
        #expect(bridged.code == .storeProductNotAvailable)
        do {
            throw SKError(.paymentCancelled)
        } catch SKError.paymentCancelled {
        } catch {
            Issue.record("catch SKError.paymentCancelled did not match \(error)")
        }
    }

    @Test func transactionStatesAndProductEnumsHaveStoreKitsRawValues() {
        #expect(SKPaymentTransactionState.purchasing.rawValue == 0 && SKPaymentTransactionState.purchased.rawValue == 1)
        #expect(SKPaymentTransactionState.failed.rawValue == 2 && SKPaymentTransactionState.restored.rawValue == 3)
        #expect(SKPaymentTransactionState.deferred.rawValue == 4)
        #expect(SKProduct.PeriodUnit.day.rawValue == 0 && SKProduct.PeriodUnit.year.rawValue == 3)
        #expect(SKProductDiscount.PaymentMode.payAsYouGo.rawValue == 0 && SKProductDiscount.PaymentMode.freeTrial.rawValue == 2)
        let promotional: SKProductDiscount.`Type` = .subscription
        #expect(SKProductDiscount().type.rawValue == 0 && promotional.rawValue == 1)
        #expect(SKDownloadState.waiting.rawValue == 0 && SKDownloadState.cancelled.rawValue == 5)
        #expect(SKCloudServiceAuthorizationStatus.notDetermined.rawValue == 0 && SKCloudServiceAuthorizationStatus.authorized.rawValue == 3)
        #expect(SKCloudServiceCapability.addToCloudMusicLibrary.rawValue == 256 && SKOverlay.Position.bottomRaised.rawValue == 1)
    }

    @Test func aMutablePaymentKeepsItsValuesAndCopiesApart() {
        let product = StoreKitOriginalProduct()
        let payment = SKPayment(product: product)
        #expect(payment.productIdentifier == "com.example.coins" && payment.quantity == 1)
        #expect(payment.applicationUsername == nil && payment.requestData == nil && !payment.simulatesAskToBuyInSandbox)
        let mutable = SKMutablePayment(product: product)
        #expect(mutable.quantity == 1)
        mutable.quantity = 3
        mutable.applicationUsername = "account-hash"
        mutable.simulatesAskToBuyInSandbox = true
        #expect(mutable.quantity == 3 && mutable.applicationUsername == "account-hash" && mutable.simulatesAskToBuyInSandbox)
        let copy = mutable.copy() as? SKPayment
        mutable.quantity = 5
        #expect(copy?.quantity == 3 && mutable.quantity == 5)
        let empty = SKMutablePayment()
        #expect(empty.productIdentifier.isEmpty && empty.quantity == 1)
        empty.productIdentifier = "com.example.pro"
        #expect((empty.mutableCopy() as? SKMutablePayment)?.productIdentifier == "com.example.pro")
        let discount = SKPaymentDiscount(identifier: "spring", keyIdentifier: "KEY", nonce: UUID(), signature: "sig",
                                         timestamp: NSNumber(value: 1_700_000_000_000))
        empty.paymentDiscount = discount
        #expect(empty.paymentDiscount?.identifier == "spring")
    }

    @Test func aDefaultProductAndOfferHaveDocumentedValues() {
        let product = SKProduct()
        #expect(product.productIdentifier.isEmpty && product.localizedTitle.isEmpty && product.price == NSDecimalNumber.zero)
        #expect(product.priceLocale.identifier == "en_US" && product.subscriptionPeriod == nil && product.discounts.isEmpty)
        #expect(!product.isDownloadable && !product.isFamilyShareable && product.introductoryPrice == nil)
        let offer = SKProductDiscount()
        #expect(offer.paymentMode == .freeTrial && offer.type == .introductory && offer.numberOfPeriods == 1)
        #expect(offer.subscriptionPeriod.unit == .week && offer.subscriptionPeriod.numberOfUnits == 1 && offer.identifier == nil)
    }

    @MainActor @Test func appleMusicAuthorizationIsDeniedWithoutAPrompt() async {
        #expect(SKCloudServiceController.authorizationStatus() == .notDetermined)
        let status = await withCheckedContinuation { (done: CheckedContinuation<SKCloudServiceAuthorizationStatus, Never>) in
            SKCloudServiceController.requestAuthorization { done.resume(returning: $0) }
        }
        #expect(status == .denied && SKCloudServiceController.authorizationStatus() == .notDetermined)
        await #expect(throws: SKError(.cloudServicePermissionDenied)) {
            _ = try await SKCloudServiceController().requestCapabilities()
        }
    }

    @MainActor @Test func aProductPageFailsToLoadWithoutDrawing() async {
        let page = SKStoreProductViewController()
        let result = await withCheckedContinuation { (done: CheckedContinuation<(Bool, Error?), Never>) in
            page.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: 123_456_789]) { loaded, error in
                done.resume(returning: (loaded, error))
            }
        }
        #expect(result.0 == false && (result.1 as? SKError)?.code == .unknown)
        #expect(SKStoreProductParameterITunesItemIdentifier == "id")
    }
}
