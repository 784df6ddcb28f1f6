/// The CLDR plural categories a `.stringsdict` variable chooses between, with the cardinal rules of common
/// languages. Languages not listed use the English rule (one / other).
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    public static func category(for count: Int, language: String) -> PluralCategory {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        // The magnitude, as `abs` traps on Int.min.
        let n = count.magnitude, mod10 = n % 10, mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "tr":
            return .other
        case "fr", "pt":
            return n <= 1 ? .one : .other
        case "ru", "uk", "be", "sr", "hr", "bs":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case "ar":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
            }
        default:
            return n == 1 ? .one : .other
        }
    }
}
