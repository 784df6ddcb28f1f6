internal import CHyphen
import Synchronization

/// Where words may be hyphenated, by their language's patterns (libhyphen, with the dictionaries LibreOffice and
/// TeX share). Each dictionary is loaded once per process and shared by every thread: TextKit shapes paragraphs
/// ahead on a helper thread, and libhyphen only reads a loaded dictionary. Words seen before come from a cache.
final class Hyphenator: @unchecked Sendable {
    // @unchecked: the dictionary is never written after loading; the cache is behind its mutex.
    private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let cache = Mutex<[[UInt32]: [Int]]>([:])
    /// Enough for the distinct words of a long book; past it the cache starts again.
    private static let cacheCapacity = 50_000
    /// Longer "words" (a run of letters with no break, a pasted hash) are left alone.
    private static let longestWord = 64
    /// Shorter words stay whole, as Apple's text system keeps them.
    static let shortestWord = 5

    /// Where Debian's hyphen-* packages install dictionaries (hyph_<language>_<REGION>.dic).
    static let directory = "/usr/share/hyphen"

    private init(dictionary: UnsafeMutablePointer<HyphenDict>) {
        self.dictionary = dictionary
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// Dictionaries by file path, and the languages already looked up (`nil`: none found, logged once).
    private static let loaded = Mutex<[String: Hyphenator?]>([:])

    /// The dictionary for a language (an ISO 639 code or a locale identifier: "en", "en-GB", "de_DE.UTF-8");
    /// `nil` uses the user's locale (LANG, LC_ALL: `Locale.current`), and no locale at all US English. No
    /// dictionary for the language: one log line, and `nil` (words break only at their own soft hyphens).
    static func forLanguage(_ language: String?) -> Hyphenator? {
        let identifier = normalized(language ?? Locale.current.identifier)
        return loaded.withLock { loaded in
            if let known = loaded[identifier] { return known }
            var found: Hyphenator?
            for file in candidateFiles(for: identifier) {
                // Keyed by the file itself: hyph_en.dic and hyph_en_US.dic are one dictionary.
                let path = URL(fileURLWithPath: "\(directory)/\(file)").resolvingSymlinksInPath().path
                if let shared = loaded[path] ?? nil {
                    found = shared
                    break
                }
                guard let dictionary = hnj_hyphen_load(path) else { continue }
                found = Hyphenator(dictionary: dictionary)
                loaded[path] = found
                break
            }
            if found == nil {
                CGLog.errorOnce("no hyphenation dictionary for language \"\(identifier)\" in \(directory) (Debian: a "
                                + "hyphen-* package); hyphenating at soft hyphens only")
            }
            loaded[identifier] = found
            return found
        }
    }

    /// "de-DE", "de_DE.UTF-8@euro" -> "de_DE"; a POSIX locale ("C", "POSIX", none) -> "en_US".
    static func normalized(_ identifier: String) -> String {
        var name = identifier.replacingOccurrences(of: "-", with: "_")
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = String(name[..<cut]) }
        let parts = name.split(separator: "_")
        guard let first = parts.first, !["c", "posix", ""].contains(first.lowercased()) else { return "en_US" }
        let code = first.lowercased()
        // A region is two letters or three digits; a script ("Latn") between them is skipped.
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return region.map { "\(code)_\($0.uppercased())" } ?? code
    }

    /// The files to try, best first: the language in its region, the language alone, then any region of it.
    private static func candidateFiles(for identifier: String) -> [String] {
        let code = String(identifier.prefix { $0 != "_" })
        var files = ["hyph_\(identifier).dic", "hyph_\(code).dic"]
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("hyph_\(code)_") && $0.hasSuffix(".dic") }.sorted()
        files += others
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted && FileManager.default.fileExists(atPath: "\(directory)/\($0)") }
    }

    /// The places in a text where a soft hyphen may go, word by word: each word's UTF-16 range and the offsets of
    /// the characters a hyphen may go before. Words under `shortestWord` letters, words with digits, and anything
    /// that looks like an address (a URL, an e-mail address, a path) stay whole, as do words already holding soft
    /// hyphens (their author chose the places); libhyphen keeps its dictionary's minimum lengths at either end.
    func hyphenationPoints(in text: TextEncoding) -> [(word: Range<Int>, points: [Int])] {
        // One pass over the characters, ASCII classified by its byte (Unicode properties cost a lookup each: a
        // long text's scan took a third of its layout), the letters of the current run gathered in reused buffers.
        var result: [(word: Range<Int>, points: [Int])] = []
        var runs: [(letters: [UInt32], offsets: [Int], end: Int)] = []
        var letters: [UInt32] = [], offsets: [Int] = []
        var tokenIsWord = true, afterLetter = false, dotAfterLetter = false
        func finishRun(end: Int) {
            if letters.count >= Self.shortestWord, letters.count <= Self.longestWord {
                runs.append((letters, offsets, end))
            }
            letters.removeAll(keepingCapacity: true)
            offsets.removeAll(keepingCapacity: true)
        }
        func finishToken(end: Int) {
            finishRun(end: end)
            if tokenIsWord {
                for run in runs {
                    let positions = points(of: run.letters)
                    if !positions.isEmpty { result.append((run.offsets[0]..<run.end, positions.map { run.offsets[$0] })) }
                }
            }
            runs.removeAll(keepingCapacity: true)
            tokenIsWord = true
            afterLetter = false
            dotAfterLetter = false
        }
        let length = text.utf8Offsets.count - 1
        for offset in 0..<length {
            let byte = text.utf8[Int(text.utf8Offsets[offset])]
            let value: UInt32, isLetter: Bool
            if byte < 0x80 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    finishToken(end: offset)
                    continue
                }
                value = UInt32(byte)
                isLetter = (0x61...0x7A).contains(byte | 0x20)
                // Digits, or an address's marks ("://", "@", "\"): the whole token stays as it is.
                if (0x30...0x39).contains(byte) || byte == 0x40 || byte == 0x2F || byte == 0x5C { tokenIsWord = false }
            } else {
                // The second half of a surrogate pair belongs to the scalar before it.
                guard let scalar = text.scalar(at: offset) else { continue }
                let properties = scalar.properties
                if properties.isWhitespace {
                    finishToken(end: offset)
                    continue
                }
                value = scalar.value
                isLetter = properties.isAlphabetic
                // Digits of any script, or a soft hyphen of the text's own (its author chose the places).
                if properties.numericType != nil || value == 0xAD { tokenIsWord = false }
            }
            if isLetter {
                // A dot between letters: a host or file name ("example.com", "notes.txt").
                if dotAfterLetter { tokenIsWord = false }
                letters.append(value)
                offsets.append(offset)
            } else {
                finishRun(end: offset)
            }
            dotAfterLetter = value == 0x2E && afterLetter
            afterLetter = isLetter
        }
        finishToken(end: length)
        return result
    }

    /// The indices of the letters of a word (its scalars' values) a hyphen may go before: from the cache, else from
    /// libhyphen. The cache is keyed by the letters as they are: a word seen before costs a hash, no string.
    func points(of key: [UInt32]) -> [Int] {
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: key.compactMap(Unicode.Scalar.init))
        // The patterns are lower case; a word whose lower case has other letters (Turkish İ) is left alone.
        let lower = String(view).lowercased()
        let found = lower.unicodeScalars.count == key.count ? hyphenate(lower, count: key.count) : []
        cache.withLock { cache in
            if cache.count >= Self.cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = found
        }
        return found
    }

    private func hyphenate(_ word: String, count: Int) -> [Int] {
        // A dictionary in a legacy 8-bit encoding counts bytes: only ASCII words mean the same to it.
        guard dictionary.pointee.utf8 != 0 || word.utf8.count == count else { return [] }
        var bytes = Array(word.utf8)
        let size = Int32(bytes.count)
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?, cuts: UnsafeMutablePointer<Int32>?
        bytes.append(0)
        let failed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { word in
                hnj_hyphen_hyphenate2(dictionary, word.baseAddress, size, &hyphens, nil, &replacements, &positions, &cuts)
            }
        } != 0
        defer {
            // Non-standard hyphenation (a changed spelling at the break, as German's old "ck") allocates these.
            if let replacements {
                for index in 0..<Int(size) { free(replacements[index]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        guard !failed else { return [] }
        // With a UTF-8 dictionary `hyphens` counts characters: an odd value allows a break after that character.
        return (0..<(count - 1)).filter { index in
            hyphens[index] & 1 == 1 && replacements?[index] == nil
        }.map { $0 + 1 }
    }
}
