import Testing
import Foundation
import Accelerate

/// A journal's embedding search (MeetMemento, unseen36) ranks entries by cosine similarity with
/// `vDSP.dot` and `vDSP.sumOfSquares`; `import Accelerate` did not compile, and the 60 files
/// that reached its search service through the app's state store were left out.
private func cosine(_ a: [Float], _ b: [Float]) -> Float {
    let na = vDSP.sumOfSquares(a)
    let nb = vDSP.sumOfSquares(b)
    guard na > 0, nb > 0 else { return 0 }
    return vDSP.dot(a, b) / (na.squareRoot() * nb.squareRoot())
}

@Suite struct AccelerateVectorTests {
    @Test func reductionsGiveTheTextbookValues() {
        let a: [Float] = [1, 2, 3, 4], b: [Float] = [4, 3, 2, 1]
        #expect(vDSP.dot(a, b) == 20 && vDSP.sumOfSquares(a) == 30 && vDSP.sum(a) == 10)
        #expect(vDSP.mean(a) == 2.5 && vDSP.meanSquare(a) == 7.5 && vDSP.maximum(a) == 4 && vDSP.minimum(b) == 1)
        #expect(abs(vDSP.rootMeanSquare([3.0, 4.0] as [Double]) - 3.5355339059327378) < 1e-12)
        #expect(vDSP.distanceSquared(a, b) == 20)
        #expect(abs(cosine(a, b) - 20 / 30) < 1e-6 && abs(cosine(a, a) - 1) < 1e-6 && cosine(a, [0, 0, 0, 0]) == 0)
        // Empty vectors: the mean is NaN, the extremes are the infinities, as in Accelerate.
        #expect(vDSP.mean([Double]()).isNaN && vDSP.maximum([Float]()) == -.infinity && vDSP.minimum([Double]()) == .infinity)
    }

    @Test func elementWiseArithmeticOnArraysAndSlices() {
        let a: [Double] = [1, 2, 3], b: [Double] = [10, 20, 30]
        #expect(vDSP.add(a, b) == [11, 22, 33] && vDSP.subtract(b, a) == [9, 18, 27])
        #expect(vDSP.multiply(2, a) == [2, 4, 6] && vDSP.multiply(a, b) == [10, 40, 90])
        #expect(vDSP.divide(b, 10) == [1, 2, 3] && vDSP.divide(b, a) == [10, 10, 10] && vDSP.add(1, a) == [2, 3, 4])
        #expect(vDSP.sum(b[1...]) == 50)
        // Vectors of different lengths are read over the shorter one.
        #expect(vDSP.add(a, [1, 1] as [Double]) == [2, 3])
    }
}
