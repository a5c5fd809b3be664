import Testing
import Foundation

/// Darwin's `sysctlbyname`/`sysctl`, which iOS apps reach through `import Foundation` (LexiconFlow
/// reads `hw.memsize` to size its caches): the canvas device's figures (an iPhone 15 Pro on
/// iOS 18.0, the device `UIScreen.main` is) with the C calling convention.
@Suite struct DarwinSysctlTests {
    @Test func memorySizeIsTheIPhonesEightGigabytesAsA64BitNumber() {
        var size = 0
        #expect(sysctlbyname("hw.memsize", nil, &size, nil, 0) == 0)
        #expect(size == 8)
        var memory: UInt64 = 0
        #expect(sysctlbyname("hw.memsize", &memory, &size, nil, 0) == 0)
        let expected: UInt64 = 8_589_934_592
        #expect(memory == expected)
    }

    @Test func machineAndModelNameTheIPhone15Pro() {
        var size = 0
        #expect(sysctlbyname("hw.machine", nil, &size, nil, 0) == 0)
        #expect(size == 11)  // "iPhone16,1" and its NUL
        var machine = [CChar](repeating: 0, count: size)
        #expect(sysctlbyname("hw.machine", &machine, &size, nil, 0) == 0)
        #expect(String(cString: machine) == "iPhone16,1")
        var model = [CChar](repeating: 0, count: 32)
        size = model.count
        #expect(sysctlbyname("hw.model", &model, &size, nil, 0) == 0)
        #expect(String(cString: model) == "D83AP" && size == 6)
    }

    @Test func processorCountsAre32BitNumbers() {
        // A 64-bit Int buffer gets the 4 bytes Darwin writes, and the size says so.
        var cores = 0
        var size = MemoryLayout<Int>.size
        #expect(sysctlbyname("hw.ncpu", &cores, &size, nil, 0) == 0)
        #expect(cores == 6 && size == 4)
        var performance: Int32 = 0
        size = 4
        #expect(sysctlbyname("hw.perflevel0.physicalcpu", &performance, &size, nil, 0) == 0)
        #expect(performance == 2)
    }

    @Test func anUnknownNameIsENOENT() {
        var size = 0
        errno = 0
        #expect(sysctlbyname("hw.nosuchname", nil, &size, nil, 0) == -1)
        #expect(errno == ENOENT)
        errno = 0
        #expect(sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == -1)
        #expect(errno == ENOENT)
    }

    @Test func aShortBufferGetsWhatFitsAndENOMEM() {
        var buffer = [CChar](repeating: 0, count: 4)
        var size = 4
        errno = 0
        #expect(sysctlbyname("hw.machine", &buffer, &size, nil, 0) == -1)
        #expect(errno == ENOMEM && size == 4)
        let expected: [CChar] = Array("iPho".utf8CString.dropLast())
        #expect(buffer == expected)
    }

    @Test func settingAReadOnlyValueIsEPERM() {
        var cores: Int32 = 12
        errno = 0
        #expect(sysctlbyname("hw.ncpu", nil, nil, &cores, 4) == -1)
        #expect(errno == EPERM)
    }

    @Test func aMIBAnswersAsItsName() {
        var mib: [Int32] = [CTL_HW, HW_MEMSIZE]
        var memory: Int64 = 0
        var size = 8
        #expect(sysctl(&mib, 2, &memory, &size, nil, 0) == 0)
        #expect(memory == 8 << 30)
        var release = [CChar](repeating: 0, count: 16)
        var kern: [Int32] = [CTL_KERN, KERN_OSRELEASE]
        size = release.count
        #expect(sysctl(&kern, 2, &release, &size, nil, 0) == 0)
        #expect(String(cString: release) == "24.0.0")
        var looked = [Int32](repeating: 0, count: 4)
        var count = looked.count
        #expect(sysctlnametomib("kern.osversion", &looked, &count) == 0)
        let expected: [Int32] = [1, 65]
        #expect(Array(looked.prefix(count)) == expected)
    }

    @Test func bootTimeIsTheHostsAndInThePast() {
        var boot = timeval()
        var size = MemoryLayout<timeval>.size
        #expect(sysctlbyname("kern.boottime", &boot, &size, nil, 0) == 0)
        #expect(size == MemoryLayout<timeval>.size)
        #expect(boot.tv_sec > 1_000_000_000 && Double(boot.tv_sec) < Date().timeIntervalSince1970)
    }
}
