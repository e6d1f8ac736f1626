// collnet functional coverage database: JSON I/O, merge and reports.
#include "db.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace collnet::cov {

using json = nlohmann::json;

namespace {

constexpr const char* kFormat = "collnet-fcov";
constexpr int kVersion = 1;

std::string pct(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%6.2f%%", p);
  return buf;
}

bin_kind kind_from(const std::string& s, const std::string& where) {
  if (s == "normal") return bin_kind::normal;
  if (s == "ignore") return bin_kind::ignore;
  if (s == "illegal") return bin_kind::illegal;
  if (s == "default") return bin_kind::deflt;
  throw db_error(where + ": unknown bin kind '" + s + "'");
}

// Compares definitions; "" when identical.
std::string compare_items(const item_result& a, const item_result& b) {
  const std::string what = std::string(a.is_cross ? "cross " : "coverpoint ") + a.name;
  if (a.name != b.name || a.is_cross != b.is_cross)
    return "item '" + a.name + "' vs '" + b.name + "'";
  if (a.crossed != b.crossed) return what + ": crosses other coverpoints";
  if (a.weight != b.weight)
    return what + ": weight " + std::to_string(a.weight) + " vs " + std::to_string(b.weight);
  if (a.at_least != b.at_least)
    return what + ": at_least " + std::to_string(a.at_least) + " vs " + std::to_string(b.at_least);
  if (a.bins.size() != b.bins.size())
    return what + ": " + std::to_string(a.bins.size()) + " bins vs " +
           std::to_string(b.bins.size());
  for (size_t i = 0; i < a.bins.size(); ++i) {
    const auto &x = a.bins[i], &y = b.bins[i];
    if (x.name != y.name || x.kind != y.kind || x.def != y.def)
      return what + ": bin " + std::to_string(i) + " is '" + x.name + "' " + to_string(x.kind) +
             " " + x.def + " vs '" + y.name + "' " + to_string(y.kind) + " " + y.def;
  }
  return "";
}

std::string compare_groups(const group_result& a, const group_result& b) {
  if (a.option.weight != b.option.weight) return "covergroup option.weight differs";
  if (a.items.size() != b.items.size())
    return std::to_string(a.items.size()) + " coverpoints/crosses vs " +
           std::to_string(b.items.size());
  for (size_t i = 0; i < a.items.size(); ++i) {
    std::string why = compare_items(a.items[i], b.items[i]);
    if (!why.empty()) return why;
  }
  return "";
}

void add_hits(group_result& dst, const group_result& src) {
  for (size_t i = 0; i < dst.items.size(); ++i)
    for (size_t b = 0; b < dst.items[i].bins.size(); ++b)
      dst.items[i].bins[b].hits += src.items[i].bins[b].hits;
  dst.option.per_instance = dst.option.per_instance || src.option.per_instance;
}

json item_json(const item_result& it) {
  json j;
  j["name"] = it.name;
  j["kind"] = it.is_cross ? "cross" : "coverpoint";
  if (it.is_cross) j["crossed"] = it.crossed;
  j["weight"] = it.weight;
  j["at_least"] = it.at_least;
  j["coverage"] = it.percent();
  j["bins_covered"] = it.bins_covered();
  j["bins_total"] = it.bins_total();
  json bins = json::array();
  for (const auto& b : it.bins)
    bins.push_back(
        {{"name", b.name}, {"kind", to_string(b.kind)}, {"def", b.def}, {"hits", b.hits}});
  j["bins"] = std::move(bins);
  return j;
}

template <typename T>
T get(const json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw db_error(where + ": missing \"" + key + "\"");
  try {
    return j.at(key).get<T>();
  } catch (const json::exception& e) {
    throw db_error(where + ": bad \"" + key + "\": " + e.what());
  }
}

std::string html_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '<':
        o += "&lt;";
        break;
      case '>':
        o += "&gt;";
        break;
      case '&':
        o += "&amp;";
        break;
      case '"':
        o += "&quot;";
        break;
      default:
        o += c;
    }
  }
  return o;
}

}  // namespace

std::string merge_group(group_result& dst, const group_result& src) {
  std::string why = compare_groups(dst, src);
  if (why.empty()) add_hits(dst, src);
  return why;
}

group_result merge_type(const std::vector<group_result>& instances,
                        std::vector<std::string>& errors) {
  group_result t;
  if (instances.empty()) return t;
  t = instances.front();
  t.inst_name.clear();
  for (size_t i = 1; i < instances.size(); ++i) {
    const std::string why = merge_group(t, instances[i]);
    if (!why.empty())
      errors.push_back("covergroup type " + t.type_name + ": instance " + instances[i].inst_name +
                       " differs from instance " + instances.front().inst_name + ": " + why +
                       " (left out of the type result)");
  }
  return t;
}

database database::parse(const std::string& text, const std::string& source) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw db_error(source + ": malformed JSON: " + e.what());
  }
  if (!j.is_object() || j.value("format", "") != kFormat)
    throw db_error(source + ": not a collnet functional coverage database (\"format\" is not \"" +
                   kFormat + "\")");
  if (j.value("version", 0) != kVersion)
    throw db_error(source + ": unsupported version (expected " + std::to_string(kVersion) + ")");
  database db;
  for (const auto& r : get<json>(j, "runs", source))
    db.runs.push_back({get<std::string>(r, "test", source + ": run"),
                       get<uint64_t>(r, "seed", source + ": run"), r.value("source", source)});
  if (j.contains("code_coverage"))
    db.code_coverage = get<std::vector<std::string>>(j, "code_coverage", source);
  for (const auto& g : get<json>(j, "covergroups", source)) {
    group_result gr;
    gr.type_name = get<std::string>(g, "type", source + ": covergroup");
    gr.inst_name = get<std::string>(g, "instance", source + ": covergroup " + gr.type_name);
    const std::string where = source + ": covergroup " + gr.type_name + " " + gr.inst_name;
    gr.option.weight = get<uint32_t>(g, "weight", where);
    gr.option.at_least = g.value("at_least", uint64_t{1});
    gr.option.auto_bin_max = g.value("auto_bin_max", 64u);
    gr.option.per_instance = g.value("per_instance", false);
    gr.option.comment = g.value("comment", "");
    for (const auto& it : get<json>(g, "items", where)) {
      item_result ir;
      ir.name = get<std::string>(it, "name", where + ": item");
      const std::string iw = where + "." + ir.name;
      const std::string kind = get<std::string>(it, "kind", iw);
      if (kind != "coverpoint" && kind != "cross") throw db_error(iw + ": bad kind '" + kind + "'");
      ir.is_cross = kind == "cross";
      if (ir.is_cross) ir.crossed = get<std::vector<std::string>>(it, "crossed", iw);
      ir.weight = get<uint32_t>(it, "weight", iw);
      ir.at_least = get<uint64_t>(it, "at_least", iw);
      for (const auto& b : get<json>(it, "bins", iw)) {
        bin_result br;
        br.name = get<std::string>(b, "name", iw + ": bin");
        br.kind = kind_from(get<std::string>(b, "kind", iw + "." + br.name), iw + "." + br.name);
        br.def = b.value("def", "");
        br.hits = get<uint64_t>(b, "hits", iw + "." + br.name);
        ir.bins.push_back(std::move(br));
      }
      gr.items.push_back(std::move(ir));
    }
    db.groups.push_back(std::move(gr));
  }
  return db;
}

database database::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw db_error(path + ": cannot open file");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse(ss.str(), path);
}

std::string database::to_json_text() const {
  json j;
  j["format"] = kFormat;
  j["version"] = kVersion;
  json runs_j = json::array();
  for (const auto& r : runs)
    runs_j.push_back({{"test", r.test}, {"seed", r.seed}, {"source", r.source}});
  j["runs"] = std::move(runs_j);
  j["code_coverage"] = code_coverage;
  j["coverage"] = percent();
  // Type summary (informational; recomputed from "covergroups" when read).
  std::vector<std::string> errs;
  json types_j = json::array();
  for (const auto& t : types(errs)) {
    json inst = json::array();
    for (const auto& g : groups)
      if (g.type_name == t.type_name) inst.push_back(g.inst_name);
    types_j.push_back({{"type", t.type_name},
                       {"coverage", t.percent()},
                       {"weight", t.option.weight},
                       {"instances", std::move(inst)}});
  }
  j["types"] = std::move(types_j);
  json groups_j = json::array();
  for (const auto& g : groups) {
    json gj;
    gj["type"] = g.type_name;
    gj["instance"] = g.inst_name;
    gj["weight"] = g.option.weight;
    gj["at_least"] = g.option.at_least;
    gj["auto_bin_max"] = g.option.auto_bin_max;
    gj["per_instance"] = g.option.per_instance;
    gj["comment"] = g.option.comment;
    gj["coverage"] = g.percent();
    json items = json::array();
    for (const auto& it : g.items) items.push_back(item_json(it));
    gj["items"] = std::move(items);
    groups_j.push_back(std::move(gj));
  }
  j["covergroups"] = std::move(groups_j);
  return j.dump(1) + "\n";
}

void database::save(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw db_error(path + ": cannot open for writing");
  out << to_json_text();
  out.close();
  if (!out) throw db_error(path + ": write failed");
}

std::vector<std::string> database::merge(const database& other, const std::string& other_name,
                                         bool variants, std::vector<std::string>* notes) {
  std::vector<std::string> errs;
  auto find = [this](const std::string& type, const std::string& inst) -> group_result* {
    for (auto& d : groups)
      if (d.type_name == type && d.inst_name == inst) return &d;
    return nullptr;
  };
  for (const auto& g : other.groups) {
    group_result* dst = find(g.type_name, g.inst_name);
    if (!dst) {
      groups.push_back(g);
      continue;
    }
    const std::string why = merge_group(*dst, g);
    if (why.empty()) continue;
    if (!variants) {
      errs.push_back(other_name + ": covergroup " + g.type_name + " instance " + g.inst_name +
                     " does not match the definition already merged: " + why +
                     " (this covergroup was NOT merged; put the parameters that change the bins"
                     " in the type name, or merge with --variants)");
      continue;
    }
    // Variants: merge into the first <type>~k with the same definition, else add a new one.
    for (int k = 2;; ++k) {
      const std::string vt = g.type_name + "~" + std::to_string(k);
      group_result* v = find(vt, g.inst_name);
      if (!v) {
        groups.push_back(g);
        groups.back().type_name = vt;
        if (notes)
          notes->push_back(other_name + ": covergroup " + g.type_name + " instance " + g.inst_name +
                           " has another definition (" + why + "): kept as " + vt);
        break;
      }
      if (merge_group(*v, g).empty()) break;
    }
  }
  runs.insert(runs.end(), other.runs.begin(), other.runs.end());
  code_coverage.insert(code_coverage.end(), other.code_coverage.begin(), other.code_coverage.end());
  return errs;
}

std::vector<group_result> database::types(std::vector<std::string>& errors) const {
  std::vector<std::string> names;
  for (const auto& g : groups)
    if (std::find(names.begin(), names.end(), g.type_name) == names.end())
      names.push_back(g.type_name);
  std::vector<group_result> out;
  for (const auto& n : names) {
    std::vector<group_result> inst;
    for (const auto& g : groups)
      if (g.type_name == n) inst.push_back(g);
    out.push_back(merge_type(inst, errors));
  }
  return out;
}

double database::percent() const {
  std::vector<std::string> errs;
  double sum = 0, wsum = 0;
  for (const auto& t : types(errs)) {
    if (t.option.weight == 0) continue;
    sum += t.option.weight * t.percent();
    wsum += t.option.weight;
  }
  return wsum == 0 ? 100.0 : sum / wsum;
}

std::vector<hole> database::holes() const {
  std::vector<hole> out;
  auto scan = [&out](const std::string& prefix, const group_result& g) {
    for (const auto& it : g.items)
      for (const auto& b : it.bins)
        if (b.kind == bin_kind::normal && b.hits < it.at_least)
          out.push_back({prefix + "." + it.name + "." + b.name, b.hits, it.at_least});
  };
  std::vector<std::string> errs;
  for (const auto& t : types(errs)) scan(t.type_name, t);
  for (const auto& g : groups)
    if (g.option.per_instance) scan(g.type_name + "[" + g.inst_name + "]", g);
  return out;
}

std::string database::text_report() const {
  std::ostringstream o;
  o << "FUNCTIONAL COVERAGE  " << runs.size() << " run(s)\n";
  for (const auto& r : runs) o << "  run test=" << r.test << " seed=" << r.seed << "\n";
  for (const auto& c : code_coverage) o << "  code coverage: " << c << "\n";
  std::vector<std::string> errs;
  const auto ts = types(errs);
  o << "TOTAL " << pct(percent()) << "  (" << ts.size() << " covergroup type(s))\n\n";
  for (const auto& t : ts) {
    size_t ninst = 0;
    for (const auto& g : groups) ninst += g.type_name == t.type_name;
    o << "covergroup " << t.type_name << "  " << pct(t.percent()) << "  weight " << t.option.weight
      << "  instances " << ninst << "\n";
    for (const auto& it : t.items)
      o << "  " << (it.is_cross ? "cross      " : "coverpoint ") << it.name << "  "
        << pct(it.percent()) << "  " << it.bins_covered() << "/" << it.bins_total()
        << " bins  weight " << it.weight << "  at_least " << it.at_least << "\n";
    for (const auto& g : groups)
      if (g.type_name == t.type_name && g.option.per_instance)
        o << "  instance " << g.inst_name << "  " << pct(g.percent()) << "\n";
  }
  for (const auto& e : errs) o << "\nDEFINITION CONFLICT: " << e << "\n";
  const auto hs = holes();
  o << "\nHOLES (" << hs.size() << ")\n";
  for (const auto& h : hs) o << "  " << h.path << "  hits " << h.hits << "/" << h.at_least << "\n";
  return o.str();
}

std::string database::html_report() const {
  std::ostringstream o;
  std::vector<std::string> errs;
  const auto ts = types(errs);
  o << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Functional coverage</title>\n"
       "<style>body{font-family:sans-serif}table{border-collapse:collapse;margin:8px 0}"
       "td,th{border:1px solid #999;padding:2px 6px;text-align:left}"
       ".hole{background:#f8c8c8}.ok{background:#c8f0c8}.ex{color:#888}</style></head><body>\n";
  o << "<h1>Functional coverage: " << pct(percent()) << "</h1>\n<p>" << runs.size()
    << " run(s), listed by test after the bins (<a href=\"#runs\">runs</a>).</p>\n"
    << "<table><tr><th>covergroup</th><th>coverage</th><th>weight</th></tr>\n";
  for (const auto& t : ts)
    o << "<tr><td><a href=\"#" << html_escape(t.type_name) << "\">" << html_escape(t.type_name)
      << "</a></td><td>" << pct(t.percent()) << "</td><td>" << t.option.weight << "</td></tr>\n";
  o << "</table>\n";
  for (const auto& e : errs) o << "<p><b>Definition conflict:</b> " << html_escape(e) << "</p>\n";
  const auto hs = holes();
  o << "<h2>Holes (" << hs.size()
    << ")</h2>\n<table><tr><th>bin</th><th>hits</th><th>at_least</th>"
       "</tr>\n";
  for (const auto& h : hs)
    o << "<tr class=\"hole\"><td>" << html_escape(h.path) << "</td><td>" << h.hits << "</td><td>"
      << h.at_least << "</td></tr>\n";
  o << "</table>\n";
  for (const auto& t : ts) {
    o << "<h2 id=\"" << html_escape(t.type_name) << "\">" << html_escape(t.type_name) << " "
      << pct(t.percent()) << "</h2>\n";
    for (const auto& it : t.items) {
      o << "<h3>" << (it.is_cross ? "cross " : "coverpoint ") << html_escape(it.name) << " "
        << pct(it.percent()) << " (" << it.bins_covered() << "/" << it.bins_total() << ", at_least "
        << it.at_least << ", weight " << it.weight << ")</h3>\n"
        << "<table><tr><th>bin</th><th>kind</th><th>definition</th><th>hits</th></tr>\n";
      for (const auto& b : it.bins) {
        const char* cls = b.kind != bin_kind::normal ? "ex" : b.hits >= it.at_least ? "ok" : "hole";
        o << "<tr class=\"" << cls << "\"><td>" << html_escape(b.name) << "</td><td>"
          << to_string(b.kind) << "</td><td>" << html_escape(b.def) << "</td><td>" << b.hits
          << "</td></tr>\n";
      }
      o << "</table>\n";
    }
  }
  o << runs_html() << "</body></html>\n";
  return o.str();
}

std::string database::runs_html() const {
  // One row per test: its test-list name is the folder of the run's fcov.json, named
  // <test>.<seed> by the regression runner (the seed suffix is dropped); other inputs are
  // listed by their UVM test name.
  std::vector<std::pair<std::string, std::string>> keys;  // (test-list name, uvm test)
  std::vector<std::vector<uint64_t>> seeds;
  for (const auto& r : runs) {
    std::string name = r.test;
    const auto slash = r.source.find_last_of('/');
    if (slash != std::string::npos && slash > 0) {
      const auto prev = r.source.find_last_of('/', slash - 1);
      const std::string dir = r.source.substr(prev == std::string::npos ? 0 : prev + 1,
                                              slash - (prev == std::string::npos ? 0 : prev + 1));
      const std::string suffix = "." + std::to_string(r.seed);
      if (dir.size() > suffix.size() &&
          dir.compare(dir.size() - suffix.size(), suffix.size(), suffix) == 0)
        name = dir.substr(0, dir.size() - suffix.size());
    }
    const auto key = std::make_pair(name, r.test);
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) {
      keys.push_back(key);
      seeds.emplace_back();
      it = keys.end() - 1;
    }
    seeds[static_cast<size_t>(it - keys.begin())].push_back(r.seed);
  }
  std::ostringstream o;
  o << "<h2 id=\"runs\">Runs (" << runs.size() << ")</h2>\n<table><tr><th>test</th>"
    << "<th>uvm test</th><th>runs</th><th>seeds</th></tr>\n";
  for (size_t i = 0; i < keys.size(); ++i) {
    o << "<tr><td>" << html_escape(keys[i].first) << "</td><td>" << html_escape(keys[i].second)
      << "</td><td>" << seeds[i].size() << "</td><td>";
    for (size_t k = 0; k < seeds[i].size(); ++k) o << (k ? ", " : "") << seeds[i][k];
    o << "</td></tr>\n";
  }
  o << "</table>\n";
  return o.str();
}

}  // namespace collnet::cov
