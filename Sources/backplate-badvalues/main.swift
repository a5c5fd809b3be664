import Foundation
import Backplate
import BackplateCairo
import BackplateRobustness
#if canImport(Glibc)
import Glibc
#endif

// backplate-badvalues: runs robustness checks in this process, for a parent that watches it.
//
//   backplate-badvalues list                 names of every bad-value case, one a line
//   backplate-badvalues run NAME...          runs the named cases ("all" for every case);
//                                            prints "START name" before and "OK name" or
//                                            "FAIL name: problem" after each one
//   backplate-badvalues fuzz SEED COUNT      checks COUNT random trees from SEED; prints
//                                            "FUZZ trees=N violations=V seconds=S maxrss_kb=K"
//   backplate-badvalues soak THREADS SECONDS varied renders through the async API (Soak.swift);
//                                            prints a line every 10 s and "SOAK ..." at the end
//   backplate-badvalues heap                 whether servers' heap tuning maps large blocks:
//                                            prints "HEAP tuned=B mapped=B"
//
// The address space is limited to 4 GiB (BACKPLATE_MEMORY_LIMIT_MB overrides), so an
// unbounded allocation fails here, where the parent sees it, instead of exhausting the machine.
// BACKPLATE_MEMORY_LIMIT_MB=0 sets no limit: the sanitizers reserve terabytes of shadow
// address space at start-up, so a sanitized build runs without it (scripts/sanitize.sh).

let args = Array(CommandLine.arguments.dropFirst())
let limitMB = Int(ProcessInfo.processInfo.environment["BACKPLATE_MEMORY_LIMIT_MB"] ?? "") ?? 4096
if limitMB > 0 {
    var limit = rlimit(rlim_cur: rlim_t(limitMB) << 20, rlim_max: rlim_t(limitMB) << 20)
    setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
}

func maxRSSkB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

switch args.first {
case "list":
    for c in BadValueMatrix.cases { print(c.name) }
case "run":
    let all = BadValueMatrix.cases
    let wanted = Set(args.dropFirst())
    for c in all where wanted.contains("all") || wanted.contains(c.name) {
        print("START \(c.name)"); fflush(nil)
        let problems = c.run()
        if problems.isEmpty { print("OK \(c.name)") } else { print("FAIL \(c.name): \(problems.joined(separator: "; "))") }
        fflush(nil)
    }
case "fuzz":
    guard args.count >= 3, let seed = UInt64(args[1]), let count = Int(args[2]) else {
        print("usage: backplate-badvalues fuzz SEED COUNT"); exit(2)
    }
    let start = Date()
    var fuzzer = ViewTreeFuzzer(seed: seed)
    var violations = 0
    let dump = ProcessInfo.processInfo.environment["BACKPLATE_FUZZ_DUMP"].flatMap(Int.init)
    for i in 0..<count {
        print("TREE \(i)"); fflush(nil)
        if i == dump {
            // Prints the tree about to be checked (to reduce a crash the fuzzer found).
            var copy = fuzzer
            let tree = copy.nextTree()
            let r = ImageRenderer(content: tree.view)
            r.proposedSize = tree.proposal
            r.scale = tree.scale
            print("proposal \(tree.proposal) scale \(tree.scale)\n\(r.layout())\n\(r.displayList())"); fflush(nil)
        }
        // BACKPLATE_FUZZ_PICK=1211,1212 checks only those trees (the others are generated and
        // skipped), to reproduce one finding quickly.
        if let pick = ProcessInfo.processInfo.environment["BACKPLATE_FUZZ_PICK"], !pick.split(separator: ",").compactMap({ Int($0) }).contains(i) {
            _ = fuzzer.nextTree()
            continue
        }
        let found = fuzzer.run(count: 1, outputs: { _ in i % 10 == 0 ? .all : .png })
        for v in found { print("VIOLATION seed=\(seed) tree=\(i): \(v)") }
        violations += found.count
    }
    print(String(format: "FUZZ trees=%d violations=%d seconds=%.1f maxrss_kb=%d", count, violations,
                 Date().timeIntervalSince(start), maxRSSkB()))
case "soak":
    guard args.count >= 3, let threads = Int(args[1]), threads > 0, let seconds = Double(args[2]), seconds > 0 else {
        print("usage: backplate-badvalues soak THREADS SECONDS"); exit(2)
    }
    exit(await Soak.run(threads: threads, seconds: seconds))
case "heap":
    // Whether a 512 KiB block is mapped after an 8 MiB one was freed (which, untuned, raises
    // glibc's threshold past it): bit 1 of the chunk's size word, just before the block.
    let tuned = ServerTuning.mapLargeHeapBlocks()
    free(malloc(8 << 20))
    let block = malloc(512 << 10)!
    let mapped = block.load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self) & 2 == 2
    free(block)
    print("HEAP tuned=\(tuned) mapped=\(mapped)")
default:
    print("usage: backplate-badvalues list | run NAME... | fuzz SEED COUNT | soak THREADS SECONDS | heap")
    exit(2)
}
