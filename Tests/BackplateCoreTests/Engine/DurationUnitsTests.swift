import Testing
@testable import BackplateCore

/// Durations in whole milliseconds and nanoseconds, as render deadlines and server metrics use them.
@Suite struct DurationUnitsTests {
    @Test func truncatesTowardZero() {
        #expect(Duration.milliseconds(1_500).wholeMilliseconds == 1_500)
        #expect(Duration.microseconds(2_999).wholeMilliseconds == 2)
        #expect(Duration.microseconds(-2_999).wholeMilliseconds == -2)
        #expect(Duration.seconds(0.25).wholeNanoseconds == 250_000_000)
        #expect((Duration.seconds(3) + .nanoseconds(7)).wholeNanoseconds == 3_000_000_007)
    }

    @Test func clampsWhatTheIntegerCannotHold() {
        #expect(Duration.seconds(Int64.max).wholeMilliseconds == Int.max)
        #expect(Duration.seconds(Int64.min).wholeNanoseconds == Int64.min)
        #expect(Duration.seconds(9_223_372_036).wholeNanoseconds == 9_223_372_036_000_000_000)
    }
}
