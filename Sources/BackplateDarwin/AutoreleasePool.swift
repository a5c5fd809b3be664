/// Runs `body` and returns its result, as the Objective-C runtime's `autoreleasepool(invoking:)`
/// does on iOS. Swift on Linux has no autorelease pools to drain, so nothing else happens.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
