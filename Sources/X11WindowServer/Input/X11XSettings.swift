import Foundation

/// The desktop's XSETTINGS (the `_XSETTINGS_SETTINGS` property of the `_XSETTINGS_Sn` selection owner, which GNOME,
/// Xfce and others publish): integer settings by name. Malformed data yields what could be read before the fault.
enum X11XSettings {
    /// A setting's value: XSETTINGS has integers, strings and colours (colours are not read).
    enum Value: Equatable {
        case integer(Int)
        case string(String)
    }

    static func integers(from bytes: [UInt8]) -> [String: Int] {
        values(from: bytes).compactMapValues { if case .integer(let value) = $0 { value } else { nil } }
    }

    static func values(from bytes: [UInt8]) -> [String: Value] {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte() else { return [:] }
        reader.bigEndian = order == 1  // MSBFirst
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32() else { return [:] }
        var result: [String: Value] = [:]
        for _ in 0..<min(Int(count), 10_000) {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let name = reader.string(Int(nameLength)), reader.card32() != nil else { break }
            switch type {
            case 0:
                guard let value = reader.card32() else { return result }
                result[name] = .integer(Int(Int32(bitPattern: value)))
            case 1:
                guard let length = reader.card32(), let text = reader.string(Int(length)) else { return result }
                result[name] = .string(text)
            case 2:
                guard reader.skip(8) else { return result }
            default:
                return result
            }
        }
        return result
    }

    /// The desktop's light or dark style: a GTK theme whose name ends in "-dark" (GNOME's, Xfce's "Adwaita-dark"),
    /// or GTK's prefer-dark setting where a settings manager publishes it; nil when the settings say nothing.
    static func prefersDark(from settings: [String: Value]) -> Bool? {
        if case .integer(let prefer)? = settings["Gtk/ApplicationPreferDarkTheme"], prefer != 0 { return true }
        guard case .string(let theme)? = settings["Net/ThemeName"] else { return nil }
        return theme.lowercased().hasSuffix("-dark") || theme.lowercased().hasSuffix(":dark")
    }

    /// GTK's own settings files, read where no settings manager says (a window manager alone, as i3 or Openbox):
    /// `gtk-application-prefer-dark-theme` or a `gtk-theme-name` ending in "-dark" in the `[Settings]` group of
    /// `$XDG_CONFIG_HOME/gtk-4.0/settings.ini`, then `gtk-3.0/settings.ini`, then the system's in
    /// `$XDG_CONFIG_DIRS` (GTK's order: the first file that says wins). Nil when none says.
    static func prefersDark(fromGTKSettingsIn environment: [String: String]) -> Bool? {
        let home = environment["HOME"].map { $0 + "/.config" }
        let user = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home
        let system = (environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg")
            .split(separator: ":").map(String.init) + ["/etc"]
        for directory in [user].compactMap({ $0 }) + system {
            for version in ["gtk-4.0", "gtk-3.0"] {
                guard let text = try? String(contentsOfFile: directory + "/" + version + "/settings.ini", encoding: .utf8),
                      let dark = prefersDark(fromGTKSettingsFile: text) else { continue }
                return dark
            }
        }
        return nil
    }

    /// What one GTK settings.ini says of dark: prefer-dark first, else the theme's name; nil when it says neither.
    static func prefersDark(fromGTKSettingsFile text: String) -> Bool? {
        var inSettings = false
        var preferDark: Bool?, themeIsDark: Bool?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inSettings = line == "[Settings]"
                continue
            }
            guard inSettings, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
            switch key {
            case "gtk-application-prefer-dark-theme": preferDark = ["1", "true", "yes"].contains(value)
            case "gtk-theme-name": themeIsDark = value.hasSuffix("-dark") || value.hasSuffix(":dark")
            default: break
            }
        }
        if preferDark == true { return true }
        return themeIsDark ?? preferDark
    }

    /// The multi-click settings `Net/DoubleClickTime` (ms) and `Net/DoubleClickDistance` (px), over the defaults.
    static func multiClick(from settings: [String: Int]) -> X11MultiClickSettings {
        var multiClick = X11MultiClickSettings.default
        if let time = settings["Net/DoubleClickTime"], (1...5_000).contains(time) { multiClick.interval = UInt(time) }
        if let distance = settings["Net/DoubleClickDistance"], (0...200).contains(distance) {
            multiClick.distance = Double(distance)
        }
        return multiClick
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        @discardableResult
        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, offset + count <= bytes.count else { return false }
            offset += count
            return true
        }

        mutating func card16() -> UInt16? {
            guard offset + 2 <= bytes.count else { return nil }
            defer { offset += 2 }
            let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            defer { offset += 4 }
            let b = bytes[offset..<offset + 4].map(UInt32.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }

        /// `length` bytes of text, then padding to a multiple of 4.
        mutating func string(_ length: Int) -> String? {
            let padded = (length + 3) & ~3
            guard length >= 0, offset + padded <= bytes.count else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
