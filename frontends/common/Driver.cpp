//===- Driver.cpp - front ends: reading, building, writing or linking -----===//
#include "Driver.h"
#include "BigStack.h"
#include "Nesting.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <unistd.h>

namespace fe {

std::string toolDir() {
  char Buf[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof Buf - 1);
  if (N <= 0)
    return ".";
  std::string Path(Buf, N);
  return Path.substr(0, Path.rfind('/'));
}

static int fail(const BackendOptions &O, const std::string &Msg) {
  std::cerr << O.Tool << ": " << Msg << "\n";
  return 1;
}

/// Runs \p Argv and waits; returns its exit status (1 if it could not be
/// run or died of a signal, with a message).
static int run(const BackendOptions &O, const std::vector<std::string> &Argv) {
  std::vector<llvm::StringRef> Args(Argv.begin(), Argv.end());
  std::string Err;
  bool NotRun = false;
  int RC = llvm::sys::ExecuteAndWait(Argv[0], Args, std::nullopt, {}, 0, 0, &Err, &NotRun);
  if (NotRun)
    return fail(O, "cannot run " + Argv[0] + ": " + Err);
  if (RC < 0)
    return fail(O, Argv[0] + " failed: " + Err);
  return RC;
}

int emitOrLink(llvm::Module &M, const BackendOptions &O, const std::string &Clang) {
  std::string VerifyErr;
  llvm::raw_string_ostream VOS(VerifyErr);
  if (llvm::verifyModule(M, &VOS)) {
    std::cerr << O.Tool << ": internal error: the generated IR is invalid:\n" << VerifyErr;
    return 3;
  }
  if (O.EmitLLVM) {
    // Written to a temporary and renamed: never a half-written file.
    std::error_code EC;
    std::string Tmp = O.Output + ".tmp";
    {
      llvm::raw_fd_ostream OS(O.Output == "-" ? "-" : Tmp, EC, llvm::sys::fs::OF_Text);
      if (EC)
        return fail(O, "cannot write '" + O.Output + "': " + EC.message());
      M.print(OS, nullptr);
      OS.close();
      if (OS.has_error())
        return fail(O, "cannot write '" + O.Output + "': " + OS.error().message());
    }
    if (O.Output != "-" && rename(Tmp.c_str(), O.Output.c_str()) != 0)
      return fail(O, "cannot write '" + O.Output + "': " + strerror(errno));
    return 0;
  }
  if (!O.Profile && !O.PassOptions.empty())
    return fail(O, "--ccprof-* options need -p");

  char TmpName[] = "/tmp/fe-XXXXXX.bc";
  int Fd = mkstemps(TmpName, 3);
  if (Fd < 0)
    return fail(O, std::string("cannot create a temporary file: ") + strerror(errno));
  {
    llvm::raw_fd_ostream OS(Fd, true);
    llvm::WriteBitcodeToFile(M, OS);
  }
  std::string Lib = toolDir() + "/../lib";
  std::vector<std::string> Cmd = {Clang, O.OptLevel, "-Wno-override-module"};
  if (O.Debug)
    Cmd.push_back("-g");
  if (O.Profile) {
    Cmd.push_back("-fpass-plugin=" + Lib + "/libCCProf.so");
    for (const std::string &P : O.PassOptions) {
      Cmd.push_back("-mllvm");
      Cmd.push_back(P);
    }
  }
  Cmd.push_back(TmpName);
  Cmd.push_back("-o");
  Cmd.push_back(O.Output);
  Cmd.push_back("-L" + Lib);
  for (const std::string &L : O.Libraries)
    Cmd.push_back(L);
  if (O.Profile) {
    Cmd.push_back("-Wl,-rpath," + Lib); // libccprof_rt.so
    Cmd.push_back("-lccprof_rt");
  }
  Cmd.push_back("-lgc");
  int RC = run(O, Cmd);
  unlink(TmpName);
  if (RC != 0)
    return fail(O, "clang failed (exit " + std::to_string(RC) + ")");
  return 0;
}

static bool readSource(const std::string &Tool, const std::string &Path, std::string &Out) {
  int Fd = open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  ssize_t N = Fd < 0 ? -1 : 1;
  char Buf[65536];
  while (N > 0) {
    N = read(Fd, Buf, sizeof Buf); // a directory: EISDIR
    if (N > 0)
      Out.append(Buf, N);
    else if (N < 0 && errno == EINTR)
      N = 1;
  }
  int Err = errno;
  if (Fd >= 0)
    close(Fd);
  if (N == 0)
    return true;
  std::cerr << Tool << ": cannot read '" << Path << "': " << strerror(Err) << "\n";
  return false;
}

static void printCompileError(const std::string &File, const CompileError &E) {
  std::cerr << File << ":" << E.At.Line << ":" << E.At.Col << ": error: " << E.Msg << "\n";
  for (const CompileError::Note &N : E.More)
    std::cerr << File << ":" << N.At.Line << ":" << N.At.Col << ": error: " << N.Msg << "\n";
}

static int compileOnThisThread(const std::string &Input, const BackendOptions &O,
                               const std::string &Clang, const BuildModule &Build) {
  std::string Src;
  if (!readSource(O.Tool, Input, Src))
    return 1;
  std::string Dir, File = Input;
  size_t Slash = Input.rfind('/');
  if (Slash != std::string::npos) {
    Dir = Input.substr(0, Slash);
    File = Input.substr(Slash + 1);
  }
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  const char *Phase = nullptr;
  try {
    M = Build(Src, Dir, File, Ctx, Phase);
  } catch (const CompileError &E) {
    printCompileError(Phase ? Phase : Input, E);
    return 1;
  }
  return emitOrLink(*M, O, Clang);
}

int compileFile(const std::string &Input, const BackendOptions &O, const std::string &Clang,
                const BuildModule &Build) {
  return runWithStack(CompileStackBytes, [&] { return compileOnThisThread(Input, O, Clang, Build); });
}

} // namespace fe
