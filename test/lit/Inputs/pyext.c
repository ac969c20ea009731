/* pyext.c - a CPython extension module (ccwork) built with ccprof cc, as a
 * user profiles their C code inside the Python interpreter
 * (runtime/python-extension.test). ccwork.work(s) calls step() until the
 * process has used s more seconds of CPU time and returns how many calls
 * it made. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <time.h>

static volatile unsigned long sink;

__attribute__((annotate("ccprof_noprofile"))) static double cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

__attribute__((noinline)) static void step(void) {
  for (int i = 0; i < 20000; ++i)
    sink += (unsigned long)i * sink + 1;
}

static PyObject *work(PyObject *self, PyObject *args) {
  (void)self;
  double secs;
  if (!PyArg_ParseTuple(args, "d", &secs))
    return NULL;
  long calls = 0;
  for (double end = cpu() + secs; cpu() < end; ++calls)
    step();
  return PyLong_FromLong(calls);
}

static PyMethodDef methods[] = {{"work", work, METH_VARARGS, "busy for s CPU seconds"},
                                {NULL, NULL, 0, NULL}};
static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "ccwork", NULL, -1, methods,
                                    NULL, NULL, NULL, NULL};
PyMODINIT_FUNC PyInit_ccwork(void) { return PyModule_Create(&module); }
